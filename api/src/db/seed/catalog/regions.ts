import type { RegionSeed } from './types';

/**
 * Address regions by ISO code: state/province -> city -> district. Names are in the local language (pinyin
 * for China, with Chinese); Brazil has every federative unit with its main cities and bairros, and the other
 * countries list every first-level unit with a few cities. CN lists the 31 mainland provincial-level units in
 * the national code order; Hong Kong, Macao and Taiwan are their own entries in countries.ts. Chile follows
 * its customary north-to-south order; the others are alphabetical.
 */
export const REGIONS: Record<string, RegionSeed[]> = {
  BR: [
    {
      en: 'Acre',
      zh: '阿克里州',
      children: [
        {
          en: 'Rio Branco',
          children: [
            { en: 'Centro' },
            { en: 'Bosque' },
            { en: 'Estação Experimental' },
            { en: 'Conjunto Tucumã' },
            { en: 'Vila Ivonete' },
          ],
        },
        {
          en: 'Cruzeiro do Sul',
          children: [{ en: 'Centro' }, { en: 'Miritizal' }, { en: 'Telégrafo' }, { en: 'Formoso' }],
        },
        {
          en: 'Sena Madureira',
          children: [{ en: 'Centro' }, { en: 'Segundo Distrito' }, { en: 'Cidade Nova' }],
        },
      ],
    },
    {
      en: 'Alagoas',
      zh: '阿拉戈斯州',
      children: [
        {
          en: 'Maceió',
          children: [
            { en: 'Ponta Verde' },
            { en: 'Pajuçara' },
            { en: 'Jatiúca' },
            { en: 'Farol' },
            { en: 'Cruz das Almas' },
            { en: 'Centro' },
          ],
        },
        {
          en: 'Arapiraca',
          children: [{ en: 'Centro' }, { en: 'Baixa Grande' }, { en: 'Brasília' }, { en: 'Santa Esmeralda' }],
        },
        {
          en: 'Marechal Deodoro',
          children: [{ en: 'Centro' }, { en: 'Massagueira' }, { en: 'Praia do Francês' }],
        },
      ],
    },
    {
      en: 'Amapá',
      zh: '阿马帕州',
      children: [
        {
          en: 'Macapá',
          children: [
            { en: 'Centro' },
            { en: 'Trem' },
            { en: 'Santa Rita' },
            { en: 'Buritizal' },
            { en: 'Laguinho' },
            { en: 'Jardim Marco Zero' },
          ],
        },
        { en: 'Santana', children: [{ en: 'Centro' }, { en: 'Paraíso' }, { en: 'Nova Brasília' }] },
        { en: 'Laranjal do Jari', children: [{ en: 'Centro' }, { en: 'Agreste' }, { en: 'Malvinas' }] },
      ],
    },
    {
      en: 'Amazonas',
      zh: '亚马孙州',
      children: [
        {
          en: 'Manaus',
          children: [
            { en: 'Adrianópolis' },
            { en: 'Ponta Negra' },
            { en: 'Centro' },
            { en: 'Aleixo' },
            { en: 'Flores' },
            { en: 'Parque 10 de Novembro' },
            { en: 'Nossa Senhora das Graças' },
          ],
        },
        {
          en: 'Parintins',
          children: [{ en: 'Centro' }, { en: 'Palmares' }, { en: 'Francesa' }, { en: 'São Benedito' }],
        },
        { en: 'Itacoatiara', children: [{ en: 'Centro' }, { en: 'Colônia' }, { en: 'Jauary' }] },
      ],
    },
    {
      en: 'Bahia',
      zh: '巴伊亚州',
      children: [
        {
          en: 'Salvador',
          children: [
            { en: 'Barra' },
            { en: 'Rio Vermelho' },
            { en: 'Pituba' },
            { en: 'Itapuã' },
            { en: 'Ondina' },
            { en: 'Graça' },
            { en: 'Pelourinho' },
            { en: 'Caminho das Árvores' },
          ],
        },
        {
          en: 'Feira de Santana',
          children: [{ en: 'Centro' }, { en: 'Kalilândia' }, { en: 'Santa Mônica' }, { en: 'Capuchinhos' }],
        },
        {
          en: 'Vitória da Conquista',
          children: [{ en: 'Centro' }, { en: 'Candeias' }, { en: 'Recreio' }, { en: 'Brasil' }],
        },
        { en: 'Ilhéus', children: [{ en: 'Centro' }, { en: 'Pontal' }, { en: 'Cidade Nova' }] },
        { en: 'Porto Seguro', children: [{ en: 'Centro' }, { en: "Arraial d'Ajuda" }, { en: 'Trancoso' }] },
      ],
    },
    {
      en: 'Ceará',
      zh: '塞阿拉州',
      children: [
        {
          en: 'Fortaleza',
          children: [
            { en: 'Meireles' },
            { en: 'Aldeota' },
            { en: 'Praia de Iracema' },
            { en: 'Mucuripe' },
            { en: 'Cocó' },
            { en: 'Benfica' },
            { en: 'Centro' },
          ],
        },
        {
          en: 'Juazeiro do Norte',
          children: [{ en: 'Centro' }, { en: 'Lagoa Seca' }, { en: 'Triângulo' }, { en: 'Pirajá' }],
        },
        {
          en: 'Sobral',
          children: [{ en: 'Centro' }, { en: 'Derby' }, { en: 'Junco' }, { en: 'Dom Expedito' }],
        },
        { en: 'Caucaia', children: [{ en: 'Centro' }, { en: 'Cumbuco' }, { en: 'Icaraí' }] },
      ],
    },
    {
      en: 'Distrito Federal',
      zh: '联邦区',
      children: [
        {
          en: 'Brasília',
          children: [
            { en: 'Asa Sul' },
            { en: 'Asa Norte' },
            { en: 'Lago Sul' },
            { en: 'Lago Norte' },
            { en: 'Sudoeste' },
            { en: 'Noroeste' },
          ],
        },
        {
          en: 'Taguatinga',
          children: [{ en: 'Taguatinga Centro' }, { en: 'Taguatinga Norte' }, { en: 'Taguatinga Sul' }],
        },
        {
          en: 'Águas Claras',
          children: [{ en: 'Águas Claras Norte' }, { en: 'Águas Claras Sul' }, { en: 'Areal' }],
        },
        {
          en: 'Ceilândia',
          children: [{ en: 'Ceilândia Centro' }, { en: 'Ceilândia Norte' }, { en: 'Ceilândia Sul' }],
        },
      ],
    },
    {
      en: 'Espírito Santo',
      zh: '圣埃斯皮里图州',
      children: [
        {
          en: 'Vitória',
          children: [
            { en: 'Praia do Canto' },
            { en: 'Jardim Camburi' },
            { en: 'Jardim da Penha' },
            { en: 'Centro' },
            { en: 'Enseada do Suá' },
          ],
        },
        {
          en: 'Vila Velha',
          children: [
            { en: 'Praia da Costa' },
            { en: 'Itapuã' },
            { en: 'Centro' },
            { en: 'Glória' },
            { en: 'Itaparica' },
          ],
        },
        {
          en: 'Serra',
          children: [
            { en: 'Laranjeiras' },
            { en: 'Jacaraípe' },
            { en: 'Colina de Laranjeiras' },
            { en: 'Manguinhos' },
          ],
        },
        { en: 'Guarapari', children: [{ en: 'Centro' }, { en: 'Praia do Morro' }, { en: 'Muquiçaba' }] },
      ],
    },
    {
      en: 'Goiás',
      zh: '戈亚斯州',
      children: [
        {
          en: 'Goiânia',
          children: [
            { en: 'Setor Bueno' },
            { en: 'Setor Marista' },
            { en: 'Setor Oeste' },
            { en: 'Jardim Goiás' },
            { en: 'Centro' },
          ],
        },
        {
          en: 'Anápolis',
          children: [{ en: 'Centro' }, { en: 'Jundiaí' }, { en: 'Maracanã' }, { en: 'Jaiara' }],
        },
        {
          en: 'Aparecida de Goiânia',
          children: [
            { en: 'Centro' },
            { en: 'Jardim Tiradentes' },
            { en: 'Cidade Livre' },
            { en: 'Setor Garavelo' },
          ],
        },
      ],
    },
    {
      en: 'Maranhão',
      zh: '马拉尼昂州',
      children: [
        {
          en: 'São Luís',
          children: [
            { en: 'Centro' },
            { en: 'Renascença' },
            { en: "Ponta d'Areia" },
            { en: 'Calhau' },
            { en: 'Cohama' },
          ],
        },
        {
          en: 'Imperatriz',
          children: [{ en: 'Centro' }, { en: 'Bacuri' }, { en: 'Nova Imperatriz' }, { en: 'Maranhão Novo' }],
        },
        { en: 'São José de Ribamar', children: [{ en: 'Centro' }, { en: 'Araçagi' }, { en: 'Panaquatira' }] },
      ],
    },
    {
      en: 'Mato Grosso',
      zh: '马托格罗索州',
      children: [
        {
          en: 'Cuiabá',
          children: [
            { en: 'Centro Norte' },
            { en: 'Centro Sul' },
            { en: 'Jardim das Américas' },
            { en: 'Goiabeiras' },
            { en: 'Bosque da Saúde' },
            { en: 'Coxipó' },
          ],
        },
        { en: 'Várzea Grande', children: [{ en: 'Centro' }, { en: 'Cristo Rei' }, { en: 'Jardim Glória' }] },
        {
          en: 'Rondonópolis',
          children: [{ en: 'Centro' }, { en: 'Vila Aurora' }, { en: 'Jardim Guanabara' }],
        },
        { en: 'Sinop', children: [{ en: 'Centro' }, { en: 'Jardim Botânico' }, { en: 'Jardim Paraíso' }] },
      ],
    },
    {
      en: 'Mato Grosso do Sul',
      zh: '南马托格罗索州',
      children: [
        {
          en: 'Campo Grande',
          children: [
            { en: 'Centro' },
            { en: 'Jardim dos Estados' },
            { en: 'Chácara Cachoeira' },
            { en: 'Carandá Bosque' },
            { en: 'Tiradentes' },
          ],
        },
        { en: 'Dourados', children: [{ en: 'Centro' }, { en: 'Jardim Água Boa' }, { en: 'Vila Planalto' }] },
        {
          en: 'Três Lagoas',
          children: [{ en: 'Centro' }, { en: 'Santos Dumont' }, { en: 'Jardim Alvorada' }],
        },
      ],
    },
    {
      en: 'Minas Gerais',
      zh: '米纳斯吉拉斯州',
      children: [
        {
          en: 'Belo Horizonte',
          children: [
            { en: 'Savassi' },
            { en: 'Funcionários' },
            { en: 'Lourdes' },
            { en: 'Pampulha' },
            { en: 'Santo Agostinho' },
            { en: 'Buritis' },
            { en: 'Centro' },
          ],
        },
        {
          en: 'Uberlândia',
          children: [{ en: 'Centro' }, { en: 'Santa Mônica' }, { en: 'Tibery' }, { en: 'Saraiva' }],
        },
        {
          en: 'Juiz de Fora',
          children: [{ en: 'Centro' }, { en: 'São Mateus' }, { en: 'Cascatinha' }, { en: 'Alto dos Passos' }],
        },
        {
          en: 'Ouro Preto',
          children: [{ en: 'Centro' }, { en: 'Antônio Dias' }, { en: 'Pilar' }, { en: 'Cabeças' }],
        },
      ],
    },
    {
      en: 'Pará',
      zh: '帕拉州',
      children: [
        {
          en: 'Belém',
          children: [
            { en: 'Nazaré' },
            { en: 'Umarizal' },
            { en: 'Batista Campos' },
            { en: 'Cidade Velha' },
            { en: 'Marco' },
            { en: 'Reduto' },
          ],
        },
        { en: 'Ananindeua', children: [{ en: 'Centro' }, { en: 'Cidade Nova' }, { en: 'Coqueiro' }] },
        {
          en: 'Santarém',
          children: [{ en: 'Centro' }, { en: 'Aldeia' }, { en: 'Prainha' }, { en: 'Santa Clara' }],
        },
        { en: 'Marabá', children: [{ en: 'Marabá Pioneira' }, { en: 'Nova Marabá' }, { en: 'Cidade Nova' }] },
      ],
    },
    {
      en: 'Paraíba',
      zh: '帕拉伊巴州',
      children: [
        {
          en: 'João Pessoa',
          children: [
            { en: 'Tambaú' },
            { en: 'Manaíra' },
            { en: 'Cabo Branco' },
            { en: 'Bessa' },
            { en: 'Centro' },
          ],
        },
        {
          en: 'Campina Grande',
          children: [{ en: 'Centro' }, { en: 'Catolé' }, { en: 'Prata' }, { en: 'Bodocongó' }],
        },
        {
          en: 'Cabedelo',
          children: [{ en: 'Centro' }, { en: 'Intermares' }, { en: 'Camboinha' }, { en: 'Ponta de Campina' }],
        },
      ],
    },
    {
      en: 'Paraná',
      zh: '巴拉那州',
      children: [
        {
          en: 'Curitiba',
          children: [
            { en: 'Batel' },
            { en: 'Água Verde' },
            { en: 'Centro' },
            { en: 'Bigorrilho' },
            { en: 'Santa Felicidade' },
            { en: 'Juvevê' },
          ],
        },
        { en: 'Londrina', children: [{ en: 'Centro' }, { en: 'Gleba Palhano' }, { en: 'Cinco Conjuntos' }] },
        { en: 'Maringá', children: [{ en: 'Zona 1' }, { en: 'Zona 7' }, { en: 'Jardim Alvorada' }] },
        { en: 'Foz do Iguaçu', children: [{ en: 'Centro' }, { en: 'Vila A' }, { en: 'Porto Meira' }] },
      ],
    },
    {
      en: 'Pernambuco',
      zh: '伯南布哥州',
      children: [
        {
          en: 'Recife',
          children: [
            { en: 'Boa Viagem' },
            { en: 'Casa Forte' },
            { en: 'Graças' },
            { en: 'Espinheiro' },
            { en: 'Boa Vista' },
            { en: 'Pina' },
            { en: 'Recife Antigo' },
          ],
        },
        {
          en: 'Olinda',
          children: [{ en: 'Carmo' }, { en: 'Bairro Novo' }, { en: 'Casa Caiada' }, { en: 'Rio Doce' }],
        },
        {
          en: 'Jaboatão dos Guararapes',
          children: [{ en: 'Piedade' }, { en: 'Candeias' }, { en: 'Prazeres' }],
        },
        {
          en: 'Caruaru',
          children: [
            { en: 'Centro' },
            { en: 'Maurício de Nassau' },
            { en: 'Indianópolis' },
            { en: 'Universitário' },
          ],
        },
      ],
    },
    {
      en: 'Piauí',
      zh: '皮奥伊州',
      children: [
        {
          en: 'Teresina',
          children: [
            { en: 'Centro' },
            { en: 'Jóquei' },
            { en: 'Fátima' },
            { en: 'Ininga' },
            { en: 'São Cristóvão' },
            { en: 'Dirceu Arcoverde' },
          ],
        },
        { en: 'Parnaíba', children: [{ en: 'Centro' }, { en: 'São José' }, { en: 'Pindorama' }] },
        { en: 'Picos', children: [{ en: 'Centro' }, { en: 'Junco' }, { en: 'Bomba' }] },
      ],
    },
    {
      en: 'Rio de Janeiro',
      zh: '里约热内卢州',
      children: [
        {
          en: 'Rio de Janeiro',
          children: [
            { en: 'Copacabana' },
            { en: 'Ipanema' },
            { en: 'Leblon' },
            { en: 'Botafogo' },
            { en: 'Flamengo' },
            { en: 'Tijuca' },
            { en: 'Barra da Tijuca' },
            { en: 'Santa Teresa' },
            { en: 'Centro' },
          ],
        },
        {
          en: 'Niterói',
          children: [
            { en: 'Icaraí' },
            { en: 'Centro' },
            { en: 'Santa Rosa' },
            { en: 'São Francisco' },
            { en: 'Ingá' },
          ],
        },
        {
          en: 'Petrópolis',
          children: [{ en: 'Centro' }, { en: 'Itaipava' }, { en: 'Quitandinha' }, { en: 'Corrêas' }],
        },
        { en: 'Cabo Frio', children: [{ en: 'Centro' }, { en: 'Passagem' }, { en: 'Braga' }] },
      ],
    },
    {
      en: 'Rio Grande do Norte',
      zh: '北里奥格兰德州',
      children: [
        {
          en: 'Natal',
          children: [
            { en: 'Ponta Negra' },
            { en: 'Tirol' },
            { en: 'Petrópolis' },
            { en: 'Lagoa Nova' },
            { en: 'Capim Macio' },
          ],
        },
        {
          en: 'Mossoró',
          children: [
            { en: 'Centro' },
            { en: 'Nova Betânia' },
            { en: 'Abolição' },
            { en: 'Alto de São Manoel' },
          ],
        },
        { en: 'Parnamirim', children: [{ en: 'Centro' }, { en: 'Nova Parnamirim' }, { en: 'Cohabinal' }] },
      ],
    },
    {
      en: 'Rio Grande do Sul',
      zh: '南里奥格兰德州',
      children: [
        {
          en: 'Porto Alegre',
          children: [
            { en: 'Moinhos de Vento' },
            { en: 'Cidade Baixa' },
            { en: 'Bom Fim' },
            { en: 'Menino Deus' },
            { en: 'Petrópolis' },
            { en: 'Centro Histórico' },
          ],
        },
        {
          en: 'Caxias do Sul',
          children: [{ en: 'Centro' }, { en: 'São Pelegrino' }, { en: 'Exposição' }, { en: 'Pio X' }],
        },
        {
          en: 'Pelotas',
          children: [{ en: 'Centro' }, { en: 'Fragata' }, { en: 'Areal' }, { en: 'Três Vendas' }],
        },
        { en: 'Gramado', children: [{ en: 'Centro' }, { en: 'Planalto' }, { en: 'Bavária' }] },
      ],
    },
    {
      en: 'Rondônia',
      zh: '朗多尼亚州',
      children: [
        {
          en: 'Porto Velho',
          children: [
            { en: 'Centro' },
            { en: 'Olaria' },
            { en: 'Nova Porto Velho' },
            { en: 'Embratel' },
            { en: 'Caiari' },
          ],
        },
        {
          en: 'Ji-Paraná',
          children: [{ en: 'Centro' }, { en: 'Nova Brasília' }, { en: 'Urupá' }, { en: 'Dois de Abril' }],
        },
        { en: 'Ariquemes', children: [{ en: 'Setor 01' }, { en: 'Setor 02' }, { en: 'Setor 03' }] },
      ],
    },
    {
      en: 'Roraima',
      zh: '罗赖马州',
      children: [
        {
          en: 'Boa Vista',
          children: [
            { en: 'Centro' },
            { en: 'Caçari' },
            { en: 'Aparecida' },
            { en: 'Mecejana' },
            { en: 'São Francisco' },
            { en: 'Paraviana' },
          ],
        },
        { en: 'Rorainópolis', children: [{ en: 'Centro' }, { en: 'Cidade Nova' }, { en: 'Novo Brasil' }] },
        { en: 'Caracaraí', children: [{ en: 'Centro' }, { en: 'São Pedro' }, { en: 'Nova Caracaraí' }] },
      ],
    },
    {
      en: 'Santa Catarina',
      zh: '圣卡塔琳娜州',
      children: [
        {
          en: 'Florianópolis',
          children: [
            { en: 'Centro' },
            { en: 'Trindade' },
            { en: 'Lagoa da Conceição' },
            { en: 'Jurerê' },
            { en: 'Ingleses do Rio Vermelho' },
            { en: 'Campeche' },
            { en: 'Santo Antônio de Lisboa' },
          ],
        },
        {
          en: 'Joinville',
          children: [{ en: 'Centro' }, { en: 'América' }, { en: 'Glória' }, { en: 'Atiradores' }],
        },
        {
          en: 'Blumenau',
          children: [
            { en: 'Centro' },
            { en: 'Velha' },
            { en: 'Itoupava Seca' },
            { en: 'Vila Nova' },
            { en: 'Garcia' },
          ],
        },
        {
          en: 'Balneário Camboriú',
          children: [{ en: 'Centro' }, { en: 'Pioneiros' }, { en: 'Barra Sul' }, { en: 'Nações' }],
        },
      ],
    },
    {
      en: 'São Paulo',
      zh: '圣保罗州',
      children: [
        {
          en: 'São Paulo',
          children: [
            { en: 'Pinheiros' },
            { en: 'Moema' },
            { en: 'Vila Mariana' },
            { en: 'Itaim Bibi' },
            { en: 'Santana' },
            { en: 'Jardim Paulista' },
            { en: 'Bela Vista' },
            { en: 'Liberdade' },
            { en: 'Tatuapé' },
            { en: 'Perdizes' },
            { en: 'Vila Madalena' },
            { en: 'Mooca' },
          ],
        },
        {
          en: 'Campinas',
          children: [
            { en: 'Cambuí' },
            { en: 'Centro' },
            { en: 'Taquaral' },
            { en: 'Barão Geraldo' },
            { en: 'Castelo' },
          ],
        },
        {
          en: 'Santos',
          children: [
            { en: 'Gonzaga' },
            { en: 'Boqueirão' },
            { en: 'Ponta da Praia' },
            { en: 'Aparecida' },
            { en: 'Embaré' },
          ],
        },
        {
          en: 'Ribeirão Preto',
          children: [
            { en: 'Centro' },
            { en: 'Jardim Irajá' },
            { en: 'Alto da Boa Vista' },
            { en: 'Ribeirânia' },
          ],
        },
        {
          en: 'São José dos Campos',
          children: [{ en: 'Centro' }, { en: 'Jardim Aquarius' }, { en: 'Vila Ema' }, { en: 'Urbanova' }],
        },
        {
          en: 'Guarulhos',
          children: [{ en: 'Centro' }, { en: 'Vila Galvão' }, { en: 'Macedo' }, { en: 'Bonsucesso' }],
        },
      ],
    },
    {
      en: 'Sergipe',
      zh: '塞尔希培州',
      children: [
        {
          en: 'Aracaju',
          children: [
            { en: 'Atalaia' },
            { en: 'Jardins' },
            { en: 'Grageru' },
            { en: 'Centro' },
            { en: 'Treze de Julho' },
            { en: 'Coroa do Meio' },
          ],
        },
        {
          en: 'Nossa Senhora do Socorro',
          children: [{ en: 'Centro' }, { en: 'Conjunto Marcos Freire' }, { en: 'Taiçoca' }],
        },
        {
          en: 'São Cristóvão',
          children: [{ en: 'Centro Histórico' }, { en: 'Rosa Elze' }, { en: 'Eduardo Gomes' }],
        },
      ],
    },
    {
      en: 'Tocantins',
      zh: '托坎廷斯州',
      children: [
        {
          en: 'Palmas',
          children: [
            { en: 'Plano Diretor Sul' },
            { en: 'Plano Diretor Norte' },
            { en: 'Taquaralto' },
            { en: 'Jardim Aureny III' },
          ],
        },
        {
          en: 'Araguaína',
          children: [{ en: 'Centro' }, { en: 'Setor Anhanguera' }, { en: 'Setor Couto Magalhães' }],
        },
        { en: 'Gurupi', children: [{ en: 'Centro' }, { en: 'Setor Aeroporto' }, { en: 'Vila Nova' }] },
      ],
    },
  ],
  CN: [
    {
      en: 'Beijing',
      zh: '北京市',
      children: [
        {
          en: 'Chaoyang',
          zh: '朝阳区',
          children: [
            { en: 'Sanlitun', zh: '三里屯街道' },
            { en: 'Wangjing', zh: '望京街道' },
            { en: 'Jianwai', zh: '建外街道' },
          ],
        },
        {
          en: 'Haidian',
          zh: '海淀区',
          children: [
            { en: 'Zhongguancun', zh: '中关村街道' },
            { en: 'Xueyuan Road', zh: '学院路街道' },
          ],
        },
        {
          en: 'Dongcheng',
          zh: '东城区',
          children: [
            { en: 'Jingshan', zh: '景山街道' },
            { en: 'Donghuamen', zh: '东华门街道' },
          ],
        },
      ],
    },
    {
      en: 'Tianjin',
      zh: '天津市',
      children: [
        {
          en: 'Heping',
          zh: '和平区',
          children: [
            { en: 'Nanshi', zh: '南市街道' },
            { en: 'Xiaobailou', zh: '小白楼街道' },
          ],
        },
        {
          en: 'Nankai',
          zh: '南开区',
          children: [
            { en: 'Xuefu', zh: '学府街道' },
            { en: 'Changhong', zh: '长虹街道' },
          ],
        },
      ],
    },
    {
      en: 'Hebei',
      zh: '河北省',
      children: [
        {
          en: 'Shijiazhuang',
          zh: '石家庄市',
          children: [
            { en: "Chang'an", zh: '长安区' },
            { en: 'Qiaoxi', zh: '桥西区' },
          ],
        },
        {
          en: 'Tangshan',
          zh: '唐山市',
          children: [
            { en: 'Lubei', zh: '路北区' },
            { en: 'Lunan', zh: '路南区' },
          ],
        },
        {
          en: 'Baoding',
          zh: '保定市',
          children: [
            { en: 'Lianchi', zh: '莲池区' },
            { en: 'Jingxiu', zh: '竞秀区' },
          ],
        },
      ],
    },
    {
      en: 'Shanxi',
      zh: '山西省',
      children: [
        {
          en: 'Taiyuan',
          zh: '太原市',
          children: [
            { en: 'Xiaodian', zh: '小店区' },
            { en: 'Yingze', zh: '迎泽区' },
          ],
        },
        {
          en: 'Datong',
          zh: '大同市',
          children: [
            { en: 'Pingcheng', zh: '平城区' },
            { en: 'Yungang', zh: '云冈区' },
          ],
        },
      ],
    },
    {
      en: 'Inner Mongolia',
      zh: '内蒙古自治区',
      children: [
        {
          en: 'Hohhot',
          zh: '呼和浩特市',
          children: [
            { en: 'Xincheng', zh: '新城区' },
            { en: 'Saihan', zh: '赛罕区' },
          ],
        },
        {
          en: 'Baotou',
          zh: '包头市',
          children: [
            { en: 'Kundulun', zh: '昆都仑区' },
            { en: 'Qingshan', zh: '青山区' },
          ],
        },
        {
          en: 'Ordos',
          zh: '鄂尔多斯市',
          children: [
            { en: 'Dongsheng', zh: '东胜区' },
            { en: 'Kangbashi', zh: '康巴什区' },
          ],
        },
      ],
    },
    {
      en: 'Liaoning',
      zh: '辽宁省',
      children: [
        {
          en: 'Shenyang',
          zh: '沈阳市',
          children: [
            { en: 'Heping', zh: '和平区' },
            { en: 'Shenhe', zh: '沈河区' },
          ],
        },
        {
          en: 'Dalian',
          zh: '大连市',
          children: [
            { en: 'Zhongshan', zh: '中山区' },
            { en: 'Shahekou', zh: '沙河口区' },
          ],
        },
      ],
    },
    {
      en: 'Jilin',
      zh: '吉林省',
      children: [
        {
          en: 'Changchun',
          zh: '长春市',
          children: [
            { en: 'Chaoyang', zh: '朝阳区' },
            { en: 'Nanguan', zh: '南关区' },
          ],
        },
        {
          en: 'Jilin',
          zh: '吉林市',
          children: [
            { en: 'Chuanying', zh: '船营区' },
            { en: 'Fengman', zh: '丰满区' },
          ],
        },
      ],
    },
    {
      en: 'Heilongjiang',
      zh: '黑龙江省',
      children: [
        {
          en: 'Harbin',
          zh: '哈尔滨市',
          children: [
            { en: 'Daoli', zh: '道里区' },
            { en: 'Nangang', zh: '南岗区' },
          ],
        },
        {
          en: 'Daqing',
          zh: '大庆市',
          children: [
            { en: 'Sartu', zh: '萨尔图区' },
            { en: 'Ranghulu', zh: '让胡路区' },
          ],
        },
      ],
    },
    {
      en: 'Shanghai',
      zh: '上海市',
      children: [
        {
          en: 'Pudong',
          zh: '浦东新区',
          children: [
            { en: 'Lujiazui', zh: '陆家嘴街道' },
            { en: 'Zhangjiang', zh: '张江镇' },
            { en: 'Huamu', zh: '花木街道' },
          ],
        },
        {
          en: 'Xuhui',
          zh: '徐汇区',
          children: [
            { en: 'Xujiahui', zh: '徐家汇街道' },
            { en: 'Tianping Road', zh: '天平路街道' },
          ],
        },
        {
          en: "Jing'an",
          zh: '静安区',
          children: [
            { en: 'Nanjing West Road', zh: '南京西路街道' },
            { en: "Jing'an Temple", zh: '静安寺街道' },
          ],
        },
        {
          en: 'Huangpu',
          zh: '黄浦区',
          children: [
            { en: 'Nanjing East Road', zh: '南京东路街道' },
            { en: 'Waitan', zh: '外滩街道' },
          ],
        },
      ],
    },
    {
      en: 'Jiangsu',
      zh: '江苏省',
      children: [
        {
          en: 'Nanjing',
          zh: '南京市',
          children: [
            { en: 'Xuanwu', zh: '玄武区' },
            { en: 'Gulou', zh: '鼓楼区' },
            { en: 'Jianye', zh: '建邺区' },
          ],
        },
        {
          en: 'Suzhou',
          zh: '苏州市',
          children: [
            { en: 'Gusu', zh: '姑苏区' },
            { en: 'Wuzhong', zh: '吴中区' },
            { en: 'Kunshan', zh: '昆山市' },
          ],
        },
        {
          en: 'Wuxi',
          zh: '无锡市',
          children: [
            { en: 'Liangxi', zh: '梁溪区' },
            { en: 'Binhu', zh: '滨湖区' },
          ],
        },
      ],
    },
    {
      en: 'Zhejiang',
      zh: '浙江省',
      children: [
        {
          en: 'Hangzhou',
          zh: '杭州市',
          children: [
            { en: 'Xihu', zh: '西湖区' },
            { en: 'Shangcheng', zh: '上城区' },
            { en: 'Binjiang', zh: '滨江区' },
            { en: 'Yuhang', zh: '余杭区' },
          ],
        },
        {
          en: 'Ningbo',
          zh: '宁波市',
          children: [
            { en: 'Haishu', zh: '海曙区' },
            { en: 'Yinzhou', zh: '鄞州区' },
          ],
        },
        {
          en: 'Jinhua',
          zh: '金华市',
          children: [
            { en: 'Yiwu', zh: '义乌市' },
            { en: 'Wucheng', zh: '婺城区' },
          ],
        },
      ],
    },
    {
      en: 'Anhui',
      zh: '安徽省',
      children: [
        {
          en: 'Hefei',
          zh: '合肥市',
          children: [
            { en: 'Shushan', zh: '蜀山区' },
            { en: 'Baohe', zh: '包河区' },
          ],
        },
        {
          en: 'Wuhu',
          zh: '芜湖市',
          children: [
            { en: 'Jinghu', zh: '镜湖区' },
            { en: 'Jiujiang', zh: '鸠江区' },
          ],
        },
      ],
    },
    {
      en: 'Fujian',
      zh: '福建省',
      children: [
        {
          en: 'Fuzhou',
          zh: '福州市',
          children: [
            { en: 'Gulou', zh: '鼓楼区' },
            { en: 'Taijiang', zh: '台江区' },
          ],
        },
        {
          en: 'Xiamen',
          zh: '厦门市',
          children: [
            { en: 'Siming', zh: '思明区' },
            { en: 'Huli', zh: '湖里区' },
          ],
        },
        {
          en: 'Quanzhou',
          zh: '泉州市',
          children: [
            { en: 'Fengze', zh: '丰泽区' },
            { en: 'Licheng', zh: '鲤城区' },
            { en: 'Jinjiang', zh: '晋江市' },
          ],
        },
      ],
    },
    {
      en: 'Jiangxi',
      zh: '江西省',
      children: [
        {
          en: 'Nanchang',
          zh: '南昌市',
          children: [
            { en: 'Donghu', zh: '东湖区' },
            { en: 'Honggutan', zh: '红谷滩区' },
          ],
        },
        {
          en: 'Ganzhou',
          zh: '赣州市',
          children: [
            { en: 'Zhanggong', zh: '章贡区' },
            { en: 'Nankang', zh: '南康区' },
          ],
        },
      ],
    },
    {
      en: 'Shandong',
      zh: '山东省',
      children: [
        {
          en: 'Jinan',
          zh: '济南市',
          children: [
            { en: 'Lixia', zh: '历下区' },
            { en: 'Shizhong', zh: '市中区' },
          ],
        },
        {
          en: 'Qingdao',
          zh: '青岛市',
          children: [
            { en: 'Shinan', zh: '市南区' },
            { en: 'Laoshan', zh: '崂山区' },
          ],
        },
        {
          en: 'Yantai',
          zh: '烟台市',
          children: [
            { en: 'Zhifu', zh: '芝罘区' },
            { en: 'Laishan', zh: '莱山区' },
          ],
        },
      ],
    },
    {
      en: 'Henan',
      zh: '河南省',
      children: [
        {
          en: 'Zhengzhou',
          zh: '郑州市',
          children: [
            { en: 'Jinshui', zh: '金水区' },
            { en: 'Zhongyuan', zh: '中原区' },
          ],
        },
        {
          en: 'Luoyang',
          zh: '洛阳市',
          children: [
            { en: 'Laocheng', zh: '老城区' },
            { en: 'Luolong', zh: '洛龙区' },
          ],
        },
      ],
    },
    {
      en: 'Hubei',
      zh: '湖北省',
      children: [
        {
          en: 'Wuhan',
          zh: '武汉市',
          children: [
            { en: 'Wuchang', zh: '武昌区' },
            { en: 'Jianghan', zh: '江汉区' },
            { en: 'Hongshan', zh: '洪山区' },
          ],
        },
        {
          en: 'Yichang',
          zh: '宜昌市',
          children: [
            { en: 'Xiling', zh: '西陵区' },
            { en: 'Wujiagang', zh: '伍家岗区' },
          ],
        },
      ],
    },
    {
      en: 'Hunan',
      zh: '湖南省',
      children: [
        {
          en: 'Changsha',
          zh: '长沙市',
          children: [
            { en: 'Yuelu', zh: '岳麓区' },
            { en: 'Furong', zh: '芙蓉区' },
            { en: 'Tianxin', zh: '天心区' },
          ],
        },
        {
          en: 'Zhuzhou',
          zh: '株洲市',
          children: [
            { en: 'Tianyuan', zh: '天元区' },
            { en: 'Lusong', zh: '芦淞区' },
          ],
        },
      ],
    },
    {
      en: 'Guangdong',
      zh: '广东省',
      children: [
        {
          en: 'Guangzhou',
          zh: '广州市',
          children: [
            { en: 'Tianhe', zh: '天河区' },
            { en: 'Yuexiu', zh: '越秀区' },
            { en: 'Haizhu', zh: '海珠区' },
            { en: 'Baiyun', zh: '白云区' },
            { en: 'Panyu', zh: '番禺区' },
          ],
        },
        {
          en: 'Shenzhen',
          zh: '深圳市',
          children: [
            { en: 'Nanshan', zh: '南山区' },
            { en: 'Futian', zh: '福田区' },
            { en: 'Luohu', zh: '罗湖区' },
            { en: "Bao'an", zh: '宝安区' },
            { en: 'Longhua', zh: '龙华区' },
          ],
        },
        {
          en: 'Foshan',
          zh: '佛山市',
          children: [
            { en: 'Chancheng', zh: '禅城区' },
            { en: 'Nanhai', zh: '南海区' },
            { en: 'Shunde', zh: '顺德区' },
          ],
        },
        {
          en: 'Dongguan',
          zh: '东莞市',
          children: [
            { en: 'Humen', zh: '虎门镇' },
            { en: "Chang'an", zh: '长安镇' },
            { en: 'Nancheng', zh: '南城街道' },
          ],
        },
      ],
    },
    {
      en: 'Guangxi',
      zh: '广西壮族自治区',
      children: [
        {
          en: 'Nanning',
          zh: '南宁市',
          children: [
            { en: 'Qingxiu', zh: '青秀区' },
            { en: 'Xingning', zh: '兴宁区' },
          ],
        },
        {
          en: 'Guilin',
          zh: '桂林市',
          children: [
            { en: 'Xiufeng', zh: '秀峰区' },
            { en: 'Xiangshan', zh: '象山区' },
          ],
        },
      ],
    },
    {
      en: 'Hainan',
      zh: '海南省',
      children: [
        {
          en: 'Haikou',
          zh: '海口市',
          children: [
            { en: 'Longhua', zh: '龙华区' },
            { en: 'Meilan', zh: '美兰区' },
          ],
        },
        {
          en: 'Sanya',
          zh: '三亚市',
          children: [
            { en: 'Jiyang', zh: '吉阳区' },
            { en: 'Tianya', zh: '天涯区' },
          ],
        },
      ],
    },
    {
      en: 'Chongqing',
      zh: '重庆市',
      children: [
        {
          en: 'Yuzhong',
          zh: '渝中区',
          children: [
            { en: 'Jiefangbei', zh: '解放碑街道' },
            { en: 'Chaotianmen', zh: '朝天门街道' },
          ],
        },
        {
          en: 'Jiangbei',
          zh: '江北区',
          children: [
            { en: 'Guanyinqiao', zh: '观音桥街道' },
            { en: 'Wulidian', zh: '五里店街道' },
          ],
        },
        {
          en: 'Yubei',
          zh: '渝北区',
          children: [
            { en: 'Longxi', zh: '龙溪街道' },
            { en: 'Huixing', zh: '回兴街道' },
          ],
        },
      ],
    },
    {
      en: 'Sichuan',
      zh: '四川省',
      children: [
        {
          en: 'Chengdu',
          zh: '成都市',
          children: [
            { en: 'Jinjiang', zh: '锦江区' },
            { en: 'Wuhou', zh: '武侯区' },
            { en: 'Qingyang', zh: '青羊区' },
            { en: 'Gaoxin', zh: '高新区' },
          ],
        },
        {
          en: 'Mianyang',
          zh: '绵阳市',
          children: [
            { en: 'Fucheng', zh: '涪城区' },
            { en: 'Youxian', zh: '游仙区' },
          ],
        },
      ],
    },
    {
      en: 'Guizhou',
      zh: '贵州省',
      children: [
        {
          en: 'Guiyang',
          zh: '贵阳市',
          children: [
            { en: 'Yunyan', zh: '云岩区' },
            { en: 'Nanming', zh: '南明区' },
            { en: 'Guanshanhu', zh: '观山湖区' },
          ],
        },
        {
          en: 'Zunyi',
          zh: '遵义市',
          children: [
            { en: 'Honghuagang', zh: '红花岗区' },
            { en: 'Huichuan', zh: '汇川区' },
          ],
        },
      ],
    },
    {
      en: 'Yunnan',
      zh: '云南省',
      children: [
        {
          en: 'Kunming',
          zh: '昆明市',
          children: [
            { en: 'Wuhua', zh: '五华区' },
            { en: 'Panlong', zh: '盘龙区' },
            { en: 'Guandu', zh: '官渡区' },
          ],
        },
        {
          en: 'Qujing',
          zh: '曲靖市',
          children: [
            { en: 'Qilin', zh: '麒麟区' },
            { en: 'Zhanyi', zh: '沾益区' },
          ],
        },
        {
          en: 'Lijiang',
          zh: '丽江市',
          children: [
            { en: 'Gucheng', zh: '古城区' },
            { en: 'Yulong', zh: '玉龙纳西族自治县' },
          ],
        },
      ],
    },
    {
      en: 'Tibet',
      zh: '西藏自治区',
      children: [
        {
          en: 'Lhasa',
          zh: '拉萨市',
          children: [
            { en: 'Chengguan', zh: '城关区' },
            { en: 'Doilungdeqen', zh: '堆龙德庆区' },
          ],
        },
        {
          en: 'Shigatse',
          zh: '日喀则市',
          children: [
            { en: 'Samzhubze', zh: '桑珠孜区' },
            { en: 'Lhatse', zh: '拉孜县' },
          ],
        },
      ],
    },
    {
      en: 'Shaanxi',
      zh: '陕西省',
      children: [
        {
          en: "Xi'an",
          zh: '西安市',
          children: [
            { en: 'Yanta', zh: '雁塔区' },
            { en: 'Beilin', zh: '碑林区' },
            { en: 'Lianhu', zh: '莲湖区' },
          ],
        },
        {
          en: 'Baoji',
          zh: '宝鸡市',
          children: [
            { en: 'Weibin', zh: '渭滨区' },
            { en: 'Jintai', zh: '金台区' },
          ],
        },
      ],
    },
    {
      en: 'Gansu',
      zh: '甘肃省',
      children: [
        {
          en: 'Lanzhou',
          zh: '兰州市',
          children: [
            { en: 'Chengguan', zh: '城关区' },
            { en: 'Qilihe', zh: '七里河区' },
          ],
        },
        {
          en: 'Tianshui',
          zh: '天水市',
          children: [
            { en: 'Qinzhou', zh: '秦州区' },
            { en: 'Maiji', zh: '麦积区' },
          ],
        },
      ],
    },
    {
      en: 'Qinghai',
      zh: '青海省',
      children: [
        {
          en: 'Xining',
          zh: '西宁市',
          children: [
            { en: 'Chengzhong', zh: '城中区' },
            { en: 'Chengxi', zh: '城西区' },
          ],
        },
        {
          en: 'Haidong',
          zh: '海东市',
          children: [
            { en: 'Ledu', zh: '乐都区' },
            { en: "Ping'an", zh: '平安区' },
          ],
        },
      ],
    },
    {
      en: 'Ningxia',
      zh: '宁夏回族自治区',
      children: [
        {
          en: 'Yinchuan',
          zh: '银川市',
          children: [
            { en: 'Xingqing', zh: '兴庆区' },
            { en: 'Jinfeng', zh: '金凤区' },
          ],
        },
        {
          en: 'Shizuishan',
          zh: '石嘴山市',
          children: [
            { en: 'Dawukou', zh: '大武口区' },
            { en: 'Huinong', zh: '惠农区' },
          ],
        },
      ],
    },
    {
      en: 'Xinjiang',
      zh: '新疆维吾尔自治区',
      children: [
        {
          en: 'Urumqi',
          zh: '乌鲁木齐市',
          children: [
            { en: 'Tianshan', zh: '天山区' },
            { en: 'Saybagh', zh: '沙依巴克区' },
          ],
        },
        {
          en: 'Karamay',
          zh: '克拉玛依市',
          children: [
            { en: 'Karamay District', zh: '克拉玛依区' },
            { en: 'Dushanzi', zh: '独山子区' },
          ],
        },
      ],
    },
  ],
  US: [
    {
      en: 'Alabama',
      zh: '亚拉巴马州',
      children: [{ en: 'Montgomery', children: [{ en: 'Cloverdale' }, { en: 'Capitol Heights' }] }],
    },
    {
      en: 'Alaska',
      zh: '阿拉斯加州',
      children: [
        { en: 'Juneau', children: [{ en: 'Downtown' }, { en: 'Mendenhall Valley' }, { en: 'Douglas' }] },
      ],
    },
    {
      en: 'Arizona',
      zh: '亚利桑那州',
      children: [{ en: 'Phoenix', children: [{ en: 'Arcadia' }, { en: 'Ahwatukee' }, { en: 'Downtown' }] }],
    },
    {
      en: 'Arkansas',
      zh: '阿肯色州',
      children: [
        {
          en: 'Little Rock',
          children: [{ en: 'Hillcrest' }, { en: 'The Heights' }, { en: 'Quapaw Quarter' }],
        },
      ],
    },
    {
      en: 'California',
      zh: '加利福尼亚州',
      children: [
        {
          en: 'Los Angeles',
          children: [{ en: 'Hollywood' }, { en: 'Silver Lake' }, { en: 'Venice' }, { en: 'Koreatown' }],
        },
        {
          en: 'San Francisco',
          children: [
            { en: 'Mission District' },
            { en: 'SoMa' },
            { en: 'Nob Hill' },
            { en: 'Sunset District' },
          ],
        },
      ],
    },
    {
      en: 'Colorado',
      zh: '科罗拉多州',
      children: [{ en: 'Denver', children: [{ en: 'Capitol Hill' }, { en: 'LoDo' }, { en: 'Highlands' }] }],
    },
    {
      en: 'Connecticut',
      zh: '康涅狄格州',
      children: [{ en: 'Hartford', children: [{ en: 'Asylum Hill' }, { en: 'West End' }] }],
    },
    {
      en: 'Delaware',
      zh: '特拉华州',
      children: [{ en: 'Dover', children: [{ en: 'Downtown' }, { en: 'The Green' }] }],
    },
    {
      en: 'District of Columbia',
      zh: '哥伦比亚特区',
      children: [
        {
          en: 'Washington',
          children: [
            { en: 'Georgetown' },
            { en: 'Capitol Hill' },
            { en: 'Dupont Circle' },
            { en: 'Adams Morgan' },
          ],
        },
      ],
    },
    {
      en: 'Florida',
      zh: '佛罗里达州',
      children: [
        {
          en: 'Miami',
          children: [{ en: 'Brickell' }, { en: 'Little Havana' }, { en: 'Wynwood' }, { en: 'Coconut Grove' }],
        },
        { en: 'Orlando', children: [{ en: 'Thornton Park' }, { en: 'College Park' }, { en: 'Lake Nona' }] },
      ],
    },
    {
      en: 'Georgia',
      zh: '佐治亚州',
      children: [
        {
          en: 'Atlanta',
          children: [
            { en: 'Midtown' },
            { en: 'Buckhead' },
            { en: 'Virginia-Highland' },
            { en: 'Inman Park' },
          ],
        },
        { en: 'Savannah', children: [{ en: 'Historic District' }, { en: 'Ardsley Park' }] },
      ],
    },
    {
      en: 'Hawaii',
      zh: '夏威夷州',
      children: [{ en: 'Honolulu', children: [{ en: 'Waikiki' }, { en: 'Manoa' }, { en: 'Kaimuki' }] }],
    },
    {
      en: 'Idaho',
      zh: '爱达荷州',
      children: [{ en: 'Boise', children: [{ en: 'North End' }, { en: 'East End' }] }],
    },
    {
      en: 'Illinois',
      zh: '伊利诺伊州',
      children: [
        {
          en: 'Chicago',
          children: [
            { en: 'Lincoln Park' },
            { en: 'Wicker Park' },
            { en: 'Hyde Park' },
            { en: 'River North' },
          ],
        },
        { en: 'Springfield', children: [{ en: 'Enos Park' }, { en: 'Vinegar Hill' }] },
      ],
    },
    {
      en: 'Indiana',
      zh: '印第安纳州',
      children: [{ en: 'Indianapolis', children: [{ en: 'Broad Ripple' }, { en: 'Fountain Square' }] }],
    },
    {
      en: 'Iowa',
      zh: '艾奥瓦州',
      children: [{ en: 'Des Moines', children: [{ en: 'East Village' }, { en: 'Beaverdale' }] }],
    },
    {
      en: 'Kansas',
      zh: '堪萨斯州',
      children: [{ en: 'Topeka', children: [{ en: 'Potwin' }, { en: 'College Hill' }] }],
    },
    {
      en: 'Kentucky',
      zh: '肯塔基州',
      children: [{ en: 'Frankfort', children: [{ en: 'Downtown' }, { en: 'South Frankfort' }] }],
    },
    {
      en: 'Louisiana',
      zh: '路易斯安那州',
      children: [{ en: 'Baton Rouge', children: [{ en: 'Spanish Town' }, { en: 'Garden District' }] }],
    },
    {
      en: 'Maine',
      zh: '缅因州',
      children: [{ en: 'Augusta', children: [{ en: 'Downtown' }, { en: 'Sand Hill' }] }],
    },
    {
      en: 'Maryland',
      zh: '马里兰州',
      children: [{ en: 'Annapolis', children: [{ en: 'Eastport' }, { en: 'Murray Hill' }] }],
    },
    {
      en: 'Massachusetts',
      zh: '马萨诸塞州',
      children: [
        {
          en: 'Boston',
          children: [{ en: 'Back Bay' }, { en: 'Beacon Hill' }, { en: 'South End' }, { en: 'Jamaica Plain' }],
        },
      ],
    },
    {
      en: 'Michigan',
      zh: '密歇根州',
      children: [
        { en: 'Detroit', children: [{ en: 'Corktown' }, { en: 'Midtown' }] },
        { en: 'Grand Rapids', children: [{ en: 'Heritage Hill' }, { en: 'Eastown' }] },
      ],
    },
    {
      en: 'Minnesota',
      zh: '明尼苏达州',
      children: [{ en: 'Saint Paul', children: [{ en: 'Summit Hill' }, { en: 'Highland Park' }] }],
    },
    {
      en: 'Mississippi',
      zh: '密西西比州',
      children: [{ en: 'Jackson', children: [{ en: 'Belhaven' }, { en: 'Fondren' }] }],
    },
    {
      en: 'Missouri',
      zh: '密苏里州',
      children: [{ en: 'Jefferson City', children: [{ en: 'Downtown' }, { en: 'Old Munichburg' }] }],
    },
    {
      en: 'Montana',
      zh: '蒙大拿州',
      children: [{ en: 'Helena', children: [{ en: 'Downtown' }, { en: 'Mansion District' }] }],
    },
    {
      en: 'Nebraska',
      zh: '内布拉斯加州',
      children: [{ en: 'Lincoln', children: [{ en: 'Haymarket' }, { en: 'Near South' }] }],
    },
    {
      en: 'Nevada',
      zh: '内华达州',
      children: [{ en: 'Carson City', children: [{ en: 'Downtown' }, { en: 'Lakeview' }] }],
    },
    {
      en: 'New Hampshire',
      zh: '新罕布什尔州',
      children: [{ en: 'Concord', children: [{ en: 'Penacook' }, { en: 'West Concord' }] }],
    },
    {
      en: 'New Jersey',
      zh: '新泽西州',
      children: [{ en: 'Trenton', children: [{ en: 'Chambersburg' }, { en: 'Mill Hill' }] }],
    },
    {
      en: 'New Mexico',
      zh: '新墨西哥州',
      children: [{ en: 'Santa Fe', children: [{ en: 'Canyon Road' }, { en: 'Railyard District' }] }],
    },
    {
      en: 'New York',
      zh: '纽约州',
      children: [
        {
          en: 'New York City',
          children: [
            { en: 'Manhattan' },
            { en: 'Brooklyn' },
            { en: 'Queens' },
            { en: 'The Bronx' },
            { en: 'Staten Island' },
          ],
        },
        { en: 'Buffalo', children: [{ en: 'Elmwood Village' }, { en: 'Allentown' }] },
      ],
    },
    {
      en: 'North Carolina',
      zh: '北卡罗来纳州',
      children: [
        { en: 'Charlotte', children: [{ en: 'Uptown' }, { en: 'South End' }, { en: 'NoDa' }] },
        { en: 'Raleigh', children: [{ en: 'Five Points' }, { en: 'Glenwood South' }] },
      ],
    },
    {
      en: 'North Dakota',
      zh: '北达科他州',
      children: [{ en: 'Bismarck', children: [{ en: 'Downtown' }, { en: 'Cathedral District' }] }],
    },
    {
      en: 'Ohio',
      zh: '俄亥俄州',
      children: [
        { en: 'Columbus', children: [{ en: 'Short North' }, { en: 'German Village' }] },
        { en: 'Cleveland', children: [{ en: 'Ohio City' }, { en: 'Tremont' }] },
      ],
    },
    {
      en: 'Oklahoma',
      zh: '俄克拉何马州',
      children: [
        { en: 'Oklahoma City', children: [{ en: 'Bricktown' }, { en: 'Midtown' }, { en: 'Paseo' }] },
      ],
    },
    {
      en: 'Oregon',
      zh: '俄勒冈州',
      children: [{ en: 'Salem', children: [{ en: 'Downtown' }, { en: 'West Salem' }] }],
    },
    {
      en: 'Pennsylvania',
      zh: '宾夕法尼亚州',
      children: [
        { en: 'Philadelphia', children: [{ en: 'Center City' }, { en: 'Fishtown' }, { en: 'Rittenhouse' }] },
        { en: 'Pittsburgh', children: [{ en: 'Shadyside' }, { en: 'Lawrenceville' }] },
      ],
    },
    {
      en: 'Rhode Island',
      zh: '罗得岛州',
      children: [{ en: 'Providence', children: [{ en: 'Federal Hill' }, { en: 'Fox Point' }] }],
    },
    {
      en: 'South Carolina',
      zh: '南卡罗来纳州',
      children: [{ en: 'Columbia', children: [{ en: 'Five Points' }, { en: 'The Vista' }] }],
    },
    {
      en: 'South Dakota',
      zh: '南达科他州',
      children: [{ en: 'Pierre', children: [{ en: 'Downtown' }, { en: 'Capitol Complex' }] }],
    },
    {
      en: 'Tennessee',
      zh: '田纳西州',
      children: [
        { en: 'Nashville', children: [{ en: 'The Gulch' }, { en: 'East Nashville' }, { en: 'Germantown' }] },
      ],
    },
    {
      en: 'Texas',
      zh: '得克萨斯州',
      children: [
        { en: 'Houston', children: [{ en: 'Montrose' }, { en: 'The Heights' }, { en: 'Midtown' }] },
        { en: 'Dallas', children: [{ en: 'Uptown' }, { en: 'Deep Ellum' }, { en: 'Bishop Arts District' }] },
      ],
    },
    {
      en: 'Utah',
      zh: '犹他州',
      children: [{ en: 'Salt Lake City', children: [{ en: 'Sugar House' }, { en: 'The Avenues' }] }],
    },
    {
      en: 'Vermont',
      zh: '佛蒙特州',
      children: [
        { en: 'Montpelier', children: [{ en: 'Downtown' }, { en: 'Montpelier Historic District' }] },
      ],
    },
    {
      en: 'Virginia',
      zh: '弗吉尼亚州',
      children: [
        { en: 'Richmond', children: [{ en: 'The Fan' }, { en: 'Church Hill' }, { en: 'Carytown' }] },
      ],
    },
    {
      en: 'Washington',
      zh: '华盛顿州',
      children: [{ en: 'Olympia', children: [{ en: 'Downtown' }, { en: 'South Capitol' }] }],
    },
    {
      en: 'West Virginia',
      zh: '西弗吉尼亚州',
      children: [{ en: 'Charleston', children: [{ en: 'East End' }, { en: 'Kanawha City' }] }],
    },
    {
      en: 'Wisconsin',
      zh: '威斯康星州',
      children: [{ en: 'Madison', children: [{ en: 'Marquette' }, { en: 'Vilas' }] }],
    },
    {
      en: 'Wyoming',
      zh: '怀俄明州',
      children: [{ en: 'Cheyenne', children: [{ en: 'Downtown' }, { en: 'Capitol North' }] }],
    },
  ],
  MX: [
    {
      en: 'Aguascalientes',
      children: [
        {
          en: 'Aguascalientes',
          children: [
            { en: 'Zona Centro' },
            { en: 'Bosques del Prado Norte' },
            { en: 'Jardines de la Asunción' },
          ],
        },
        { en: 'Jesús María', children: [{ en: 'Centro' }, { en: 'Valladolid' }] },
      ],
    },
    {
      en: 'Baja California',
      children: [
        {
          en: 'Tijuana',
          children: [
            { en: 'Zona Río' },
            { en: 'Playas de Tijuana' },
            { en: 'Zona Centro' },
            { en: 'Chapultepec' },
          ],
        },
        { en: 'Mexicali', children: [{ en: 'Centro Cívico' }, { en: 'Pueblo Nuevo' }] },
        { en: 'Ensenada', children: [{ en: 'Zona Centro' }, { en: 'Chapultepec' }] },
      ],
    },
    {
      en: 'Baja California Sur',
      children: [
        { en: 'La Paz', children: [{ en: 'Centro' }, { en: 'El Manglito' }] },
        { en: 'Cabo San Lucas', children: [{ en: 'Centro' }, { en: 'El Médano' }] },
      ],
    },
    {
      en: 'Campeche',
      children: [
        { en: 'San Francisco de Campeche', children: [{ en: 'Centro' }, { en: 'San Román' }] },
        { en: 'Ciudad del Carmen', children: [{ en: 'Centro' }, { en: 'Playa Norte' }] },
      ],
    },
    {
      en: 'Chiapas',
      children: [
        { en: 'Tuxtla Gutiérrez', children: [{ en: 'Centro' }, { en: 'Terán' }] },
        {
          en: 'San Cristóbal de las Casas',
          children: [{ en: 'Centro' }, { en: 'Barrio de Guadalupe' }, { en: 'Barrio de Mexicanos' }],
        },
      ],
    },
    {
      en: 'Chihuahua',
      children: [
        { en: 'Chihuahua', children: [{ en: 'Centro' }, { en: 'San Felipe' }] },
        { en: 'Ciudad Juárez', children: [{ en: 'Centro' }, { en: 'Campestre' }] },
      ],
    },
    {
      en: 'Ciudad de México',
      children: [
        {
          en: 'Cuauhtémoc',
          children: [{ en: 'Roma Norte' }, { en: 'Condesa' }, { en: 'Juárez' }, { en: 'Centro Histórico' }],
        },
        { en: 'Benito Juárez', children: [{ en: 'Del Valle' }, { en: 'Narvarte' }, { en: 'Nápoles' }] },
        { en: 'Coyoacán', children: [{ en: 'Del Carmen' }, { en: 'Santa Catarina' }] },
        { en: 'Miguel Hidalgo', children: [{ en: 'Polanco' }, { en: 'Lomas de Chapultepec' }] },
      ],
    },
    {
      en: 'Coahuila',
      children: [
        { en: 'Saltillo', children: [{ en: 'Centro' }, { en: 'República' }] },
        { en: 'Torreón', children: [{ en: 'Centro' }, { en: 'Campestre La Rosita' }] },
      ],
    },
    {
      en: 'Colima',
      children: [
        { en: 'Colima', children: [{ en: 'Centro' }, { en: 'Jardines de Vista Hermosa' }] },
        { en: 'Manzanillo', children: [{ en: 'Centro' }, { en: 'Salahua' }] },
      ],
    },
    {
      en: 'Durango',
      children: [
        { en: 'Durango', children: [{ en: 'Zona Centro' }, { en: 'Jardines de Durango' }] },
        { en: 'Gómez Palacio', children: [{ en: 'Centro' }, { en: 'Las Rosas' }] },
      ],
    },
    {
      en: 'Guanajuato',
      children: [
        { en: 'León', children: [{ en: 'Centro' }, { en: 'Jardines del Moral' }] },
        { en: 'Guanajuato', children: [{ en: 'Centro' }, { en: 'Marfil' }] },
        { en: 'San Miguel de Allende', children: [{ en: 'Centro' }, { en: 'Guadalupe' }] },
      ],
    },
    {
      en: 'Guerrero',
      children: [
        { en: 'Acapulco', children: [{ en: 'Costa Azul' }, { en: 'Icacos' }, { en: 'Centro' }] },
        { en: 'Zihuatanejo', children: [{ en: 'Centro' }, { en: 'La Madera' }] },
      ],
    },
    {
      en: 'Hidalgo',
      children: [
        { en: 'Pachuca', children: [{ en: 'Centro' }, { en: 'Zona Plateada' }] },
        { en: 'Tulancingo', children: [{ en: 'Centro' }, { en: 'Jaltepec' }] },
      ],
    },
    {
      en: 'Jalisco',
      children: [
        {
          en: 'Guadalajara',
          children: [{ en: 'Americana' }, { en: 'Providencia' }, { en: 'Chapultepec' }, { en: 'Centro' }],
        },
        { en: 'Zapopan', children: [{ en: 'Puerta de Hierro' }, { en: 'Ciudad del Sol' }] },
        {
          en: 'Puerto Vallarta',
          children: [{ en: 'Zona Romántica' }, { en: 'Centro' }, { en: 'Marina Vallarta' }],
        },
      ],
    },
    {
      en: 'México',
      children: [
        { en: 'Toluca', children: [{ en: 'Centro' }, { en: 'San Sebastián' }] },
        { en: 'Naucalpan de Juárez', children: [{ en: 'Ciudad Satélite' }, { en: 'Lomas Verdes' }] },
      ],
    },
    {
      en: 'Michoacán',
      children: [
        { en: 'Morelia', children: [{ en: 'Centro' }, { en: 'Chapultepec Norte' }] },
        { en: 'Uruapan', children: [{ en: 'Centro' }, { en: 'La Magdalena' }] },
      ],
    },
    {
      en: 'Morelos',
      children: [
        { en: 'Cuernavaca', children: [{ en: 'Centro' }, { en: 'Vista Hermosa' }, { en: 'Rancho Tetela' }] },
        { en: 'Tepoztlán', children: [{ en: 'San Miguel' }, { en: 'Santo Domingo' }] },
      ],
    },
    {
      en: 'Nayarit',
      children: [
        { en: 'Tepic', children: [{ en: 'Centro' }, { en: 'Ciudad del Valle' }] },
        { en: 'Bahía de Banderas', children: [{ en: 'Nuevo Vallarta' }, { en: 'Bucerías' }] },
      ],
    },
    {
      en: 'Nuevo León',
      children: [
        { en: 'Monterrey', children: [{ en: 'Centro' }, { en: 'Obispado' }, { en: 'Cumbres' }] },
        { en: 'San Pedro Garza García', children: [{ en: 'Del Valle' }, { en: 'Valle Oriente' }] },
      ],
    },
    {
      en: 'Oaxaca',
      children: [
        { en: 'Oaxaca de Juárez', children: [{ en: 'Centro' }, { en: 'Jalatlaco' }, { en: 'Reforma' }] },
        { en: 'Puerto Escondido', children: [{ en: 'Zicatela' }, { en: 'Rinconada' }] },
      ],
    },
    {
      en: 'Puebla',
      children: [
        { en: 'Puebla', children: [{ en: 'Centro Histórico' }, { en: 'La Paz' }, { en: 'Huexotitla' }] },
        { en: 'San Andrés Cholula', children: [{ en: 'Centro' }, { en: 'Lomas de Angelópolis' }] },
      ],
    },
    {
      en: 'Querétaro',
      children: [
        { en: 'Santiago de Querétaro', children: [{ en: 'Centro' }, { en: 'Juriquilla' }, { en: 'Jurica' }] },
        { en: 'Corregidora', children: [{ en: 'El Pueblito' }, { en: 'Candiles' }] },
      ],
    },
    {
      en: 'Quintana Roo',
      children: [
        { en: 'Cancún', children: [{ en: 'Zona Hotelera' }, { en: 'Centro' }, { en: 'Puerto Cancún' }] },
        { en: 'Playa del Carmen', children: [{ en: 'Centro' }, { en: 'Playacar' }] },
        { en: 'Tulum', children: [{ en: 'Centro' }, { en: 'Aldea Zamá' }] },
      ],
    },
    {
      en: 'San Luis Potosí',
      children: [
        { en: 'San Luis Potosí', children: [{ en: 'Centro' }, { en: 'Tequisquiapan' }] },
        { en: 'Ciudad Valles', children: [{ en: 'Centro' }, { en: 'Obrera' }] },
      ],
    },
    {
      en: 'Sinaloa',
      children: [
        { en: 'Culiacán', children: [{ en: 'Centro' }, { en: 'Las Quintas' }] },
        {
          en: 'Mazatlán',
          children: [{ en: 'Zona Dorada' }, { en: 'Centro Histórico' }, { en: 'Olas Altas' }],
        },
      ],
    },
    {
      en: 'Sonora',
      children: [
        { en: 'Hermosillo', children: [{ en: 'Centro' }, { en: 'Pitic' }, { en: 'Villa Satélite' }] },
        { en: 'Ciudad Obregón', children: [{ en: 'Centro' }, { en: 'Campestre' }] },
      ],
    },
    {
      en: 'Tabasco',
      children: [
        { en: 'Villahermosa', children: [{ en: 'Centro' }, { en: 'Tabasco 2000' }, { en: 'Jesús García' }] },
        { en: 'Cárdenas', children: [{ en: 'Centro' }, { en: 'Santa María' }] },
      ],
    },
    {
      en: 'Tamaulipas',
      children: [
        { en: 'Tampico', children: [{ en: 'Zona Centro' }, { en: 'Altavista' }] },
        { en: 'Ciudad Madero', children: [{ en: 'Centro' }, { en: 'Miramar' }] },
      ],
    },
    {
      en: 'Tlaxcala',
      children: [
        { en: 'Tlaxcala', children: [{ en: 'Centro' }, { en: 'Ocotlán' }] },
        { en: 'Huamantla', children: [{ en: 'Centro' }, { en: 'San Sebastián' }] },
      ],
    },
    {
      en: 'Veracruz',
      children: [
        { en: 'Veracruz', children: [{ en: 'Centro' }, { en: 'Reforma' }] },
        { en: 'Boca del Río', children: [{ en: 'Costa de Oro' }, { en: 'Mocambo' }] },
        { en: 'Xalapa', children: [{ en: 'Centro' }, { en: 'Las Ánimas' }] },
      ],
    },
    {
      en: 'Yucatán',
      children: [
        {
          en: 'Mérida',
          children: [{ en: 'Centro' }, { en: 'García Ginerés' }, { en: 'Santa Ana' }, { en: 'Itzimná' }],
        },
        { en: 'Valladolid', children: [{ en: 'Centro' }, { en: 'Sisal' }] },
        { en: 'Progreso', children: [{ en: 'Centro' }, { en: 'Chicxulub Puerto' }] },
      ],
    },
    {
      en: 'Zacatecas',
      children: [
        { en: 'Zacatecas', children: [{ en: 'Centro' }, { en: 'Sierra de Álica' }] },
        { en: 'Guadalupe', children: [{ en: 'Centro' }, { en: 'Tierra y Libertad' }] },
      ],
    },
  ],
  AR: [
    {
      en: 'Buenos Aires',
      children: [
        { en: 'La Plata', children: [{ en: 'Centro' }, { en: 'Tolosa' }, { en: 'City Bell' }] },
        { en: 'Mar del Plata', children: [{ en: 'Playa Grande' }, { en: 'Los Troncos' }, { en: 'Centro' }] },
        { en: 'Bahía Blanca', children: [{ en: 'Centro' }, { en: 'Villa Mitre' }] },
      ],
    },
    {
      en: 'Catamarca',
      children: [
        { en: 'San Fernando del Valle de Catamarca', children: [{ en: 'Centro' }, { en: 'Villa Cubas' }] },
        { en: 'Belén', children: [{ en: 'Centro' }, { en: 'San José' }] },
      ],
    },
    {
      en: 'Chaco',
      children: [
        { en: 'Resistencia', children: [{ en: 'Centro' }, { en: 'Villa San Martín' }] },
        { en: 'Presidencia Roque Sáenz Peña', children: [{ en: 'Centro' }, { en: 'Barrio Ensanche Sur' }] },
      ],
    },
    {
      en: 'Chubut',
      children: [
        { en: 'Puerto Madryn', children: [{ en: 'Centro' }, { en: 'Barrio Sur' }] },
        { en: 'Comodoro Rivadavia', children: [{ en: 'Centro' }, { en: 'Kilómetro 3' }] },
      ],
    },
    {
      en: 'Ciudad Autónoma de Buenos Aires',
      children: [
        {
          en: 'Comuna 1',
          children: [{ en: 'San Telmo' }, { en: 'Puerto Madero' }, { en: 'Retiro' }, { en: 'San Nicolás' }],
        },
        { en: 'Comuna 2', children: [{ en: 'Recoleta' }] },
        { en: 'Comuna 13', children: [{ en: 'Belgrano' }, { en: 'Núñez' }, { en: 'Colegiales' }] },
        { en: 'Comuna 14', children: [{ en: 'Palermo' }] },
      ],
    },
    {
      en: 'Córdoba',
      children: [
        {
          en: 'Córdoba',
          children: [
            { en: 'Nueva Córdoba' },
            { en: 'Güemes' },
            { en: 'Cerro de las Rosas' },
            { en: 'Centro' },
          ],
        },
        { en: 'Villa Carlos Paz', children: [{ en: 'Centro' }, { en: 'Villa del Lago' }] },
      ],
    },
    {
      en: 'Corrientes',
      children: [
        { en: 'Corrientes', children: [{ en: 'Centro' }, { en: 'Camba Cuá' }] },
        { en: 'Goya', children: [{ en: 'Centro' }, { en: 'Sarmiento' }] },
      ],
    },
    {
      en: 'Entre Ríos',
      children: [
        { en: 'Paraná', children: [{ en: 'Centro' }, { en: 'Parque Urquiza' }] },
        { en: 'Gualeguaychú', children: [{ en: 'Centro' }, { en: 'Pueblo Nuevo' }] },
      ],
    },
    {
      en: 'Formosa',
      children: [
        { en: 'Formosa', children: [{ en: 'Centro' }, { en: 'San Miguel' }] },
        { en: 'Clorinda', children: [{ en: 'Centro' }, { en: 'Villa Bertha' }] },
      ],
    },
    {
      en: 'Jujuy',
      children: [
        {
          en: 'San Salvador de Jujuy',
          children: [{ en: 'Centro' }, { en: 'Ciudad de Nieva' }, { en: 'Alto Gorriti' }],
        },
        { en: 'Humahuaca', children: [{ en: 'Centro' }, { en: 'Santa Bárbara' }] },
      ],
    },
    {
      en: 'La Pampa',
      children: [
        { en: 'Santa Rosa', children: [{ en: 'Centro' }, { en: 'Villa Alonso' }] },
        { en: 'General Pico', children: [{ en: 'Centro' }, { en: 'Barrio Talleres' }] },
      ],
    },
    {
      en: 'La Rioja',
      children: [
        { en: 'La Rioja', children: [{ en: 'Centro' }, { en: 'Vargas' }] },
        { en: 'Chilecito', children: [{ en: 'Centro' }, { en: 'San Miguel' }] },
      ],
    },
    {
      en: 'Mendoza',
      children: [
        {
          en: 'Mendoza',
          children: [{ en: 'Primera Sección' }, { en: 'Quinta Sección' }, { en: 'Sexta Sección' }],
        },
        { en: 'Godoy Cruz', children: [{ en: 'Centro' }, { en: 'Villa Hipódromo' }] },
        { en: 'San Rafael', children: [{ en: 'Centro' }, { en: 'Pueblo Diamante' }] },
      ],
    },
    {
      en: 'Misiones',
      children: [
        { en: 'Posadas', children: [{ en: 'Centro' }, { en: 'Villa Sarita' }] },
        { en: 'Puerto Iguazú', children: [{ en: 'Centro' }, { en: 'Villa Nueva' }] },
      ],
    },
    {
      en: 'Neuquén',
      children: [
        { en: 'Neuquén', children: [{ en: 'Centro' }, { en: 'Santa Genoveva' }] },
        { en: 'San Martín de los Andes', children: [{ en: 'Centro' }, { en: 'Vega Maipú' }] },
      ],
    },
    {
      en: 'Río Negro',
      children: [
        { en: 'San Carlos de Bariloche', children: [{ en: 'Centro' }, { en: 'Melipal' }] },
        { en: 'Viedma', children: [{ en: 'Centro' }, { en: 'Barrio Don Bosco' }] },
      ],
    },
    {
      en: 'Salta',
      children: [
        { en: 'Salta', children: [{ en: 'Centro' }, { en: 'Tres Cerritos' }] },
        { en: 'Cafayate', children: [{ en: 'Centro' }, { en: 'Barrio Esteco' }] },
      ],
    },
    {
      en: 'San Juan',
      children: [
        { en: 'San Juan', children: [{ en: 'Centro' }, { en: 'Desamparados' }] },
        { en: 'Rivadavia', children: [{ en: 'Centro' }, { en: 'Marquesado' }] },
      ],
    },
    {
      en: 'San Luis',
      children: [
        { en: 'San Luis', children: [{ en: 'Centro' }, { en: 'Barrio Jardín' }] },
        { en: 'Villa de Merlo', children: [{ en: 'Centro' }, { en: 'Piedra Blanca' }] },
      ],
    },
    {
      en: 'Santa Cruz',
      children: [
        { en: 'Río Gallegos', children: [{ en: 'Centro' }, { en: 'Barrio Belgrano' }] },
        { en: 'El Calafate', children: [{ en: 'Centro' }, { en: 'Barrio Lago Argentino' }] },
      ],
    },
    {
      en: 'Santa Fe',
      children: [
        {
          en: 'Rosario',
          children: [{ en: 'Pichincha' }, { en: 'Fisherton' }, { en: 'Echesortu' }, { en: 'Centro' }],
        },
        { en: 'Santa Fe', children: [{ en: 'Centro' }, { en: 'Candioti' }] },
      ],
    },
    {
      en: 'Santiago del Estero',
      children: [
        { en: 'Santiago del Estero', children: [{ en: 'Centro' }, { en: 'Barrio Norte' }] },
        { en: 'La Banda', children: [{ en: 'Centro' }, { en: 'Barrio Rivadavia' }] },
      ],
    },
    {
      en: 'Tierra del Fuego',
      children: [
        { en: 'Ushuaia', children: [{ en: 'Centro' }, { en: 'Barrio Andino' }] },
        { en: 'Río Grande', children: [{ en: 'Centro' }, { en: 'Barrio Chacra II' }] },
      ],
    },
    {
      en: 'Tucumán',
      children: [
        {
          en: 'San Miguel de Tucumán',
          children: [{ en: 'Centro' }, { en: 'Barrio Norte' }, { en: 'Barrio Sur' }],
        },
        { en: 'Yerba Buena', children: [{ en: 'Centro' }, { en: 'San José' }] },
      ],
    },
  ],
  CL: [
    {
      en: 'Arica y Parinacota',
      children: [
        { en: 'Arica', children: [{ en: 'Centro' }, { en: 'Chinchorro' }, { en: 'Azapa' }] },
        { en: 'Putre', children: [{ en: 'Putre' }, { en: 'Socoroma' }] },
      ],
    },
    {
      en: 'Tarapacá',
      children: [
        { en: 'Iquique', children: [{ en: 'Centro' }, { en: 'Cavancha' }, { en: 'Playa Brava' }] },
        { en: 'Alto Hospicio', children: [{ en: 'Centro' }, { en: 'La Pampa' }] },
      ],
    },
    {
      en: 'Antofagasta',
      children: [
        { en: 'Antofagasta', children: [{ en: 'Centro' }, { en: 'Gran Vía' }, { en: 'Coviefi' }] },
        { en: 'Calama', children: [{ en: 'Centro' }, { en: 'Villa Ayquina' }] },
        { en: 'San Pedro de Atacama', children: [{ en: 'Centro' }, { en: 'Ayllu de Quitor' }] },
      ],
    },
    {
      en: 'Atacama',
      children: [
        { en: 'Copiapó', children: [{ en: 'Centro' }, { en: 'Paipote' }] },
        { en: 'Caldera', children: [{ en: 'Centro' }, { en: 'Bahía Inglesa' }] },
      ],
    },
    {
      en: 'Coquimbo',
      children: [
        { en: 'La Serena', children: [{ en: 'Centro' }, { en: 'Avenida del Mar' }, { en: 'Las Compañías' }] },
        { en: 'Coquimbo', children: [{ en: 'Centro' }, { en: 'Guayacán' }, { en: 'Peñuelas' }] },
      ],
    },
    {
      en: 'Valparaíso',
      children: [
        {
          en: 'Valparaíso',
          children: [{ en: 'Cerro Alegre' }, { en: 'Cerro Concepción' }, { en: 'Playa Ancha' }],
        },
        { en: 'Viña del Mar', children: [{ en: 'Centro' }, { en: 'Reñaca' }, { en: 'Recreo' }] },
      ],
    },
    {
      en: 'Región Metropolitana de Santiago',
      children: [
        {
          en: 'Santiago',
          children: [
            { en: 'Centro' },
            { en: 'Barrio Lastarria' },
            { en: 'Barrio Brasil' },
            { en: 'Barrio Yungay' },
          ],
        },
        {
          en: 'Providencia',
          children: [{ en: 'Barrio Italia' }, { en: 'Los Leones' }, { en: 'Pedro de Valdivia Norte' }],
        },
        {
          en: 'Las Condes',
          children: [{ en: 'El Golf' }, { en: 'Apoquindo' }, { en: 'San Carlos de Apoquindo' }],
        },
        { en: 'Ñuñoa', children: [{ en: 'Plaza Ñuñoa' }, { en: 'Villa Frei' }] },
      ],
    },
    {
      en: "Libertador General Bernardo O'Higgins",
      children: [
        { en: 'Rancagua', children: [{ en: 'Centro' }, { en: 'Población Rancagua Norte' }] },
        { en: 'Pichilemu', children: [{ en: 'Centro' }, { en: 'Punta de Lobos' }] },
      ],
    },
    {
      en: 'Maule',
      children: [
        { en: 'Talca', children: [{ en: 'Centro' }, { en: 'Las Rastras' }] },
        { en: 'Curicó', children: [{ en: 'Centro' }, { en: 'Sarmiento' }] },
      ],
    },
    {
      en: 'Ñuble',
      children: [
        { en: 'Chillán', children: [{ en: 'Centro' }, { en: 'Las Cuatro Avenidas' }] },
        { en: 'San Carlos', children: [{ en: 'Centro' }, { en: 'Cachapoal' }] },
      ],
    },
    {
      en: 'Biobío',
      children: [
        {
          en: 'Concepción',
          children: [{ en: 'Centro' }, { en: 'Barrio Universitario' }, { en: 'Pedro de Valdivia' }],
        },
        { en: 'Talcahuano', children: [{ en: 'Centro' }, { en: 'Las Higueras' }] },
      ],
    },
    {
      en: 'La Araucanía',
      children: [
        { en: 'Temuco', children: [{ en: 'Centro' }, { en: 'Pueblo Nuevo' }, { en: 'Amanecer' }] },
        { en: 'Pucón', children: [{ en: 'Centro' }, { en: 'Caburgua' }] },
      ],
    },
    {
      en: 'Los Ríos',
      children: [
        { en: 'Valdivia', children: [{ en: 'Centro' }, { en: 'Isla Teja' }, { en: 'Las Ánimas' }] },
        { en: 'Panguipulli', children: [{ en: 'Centro' }, { en: 'Coñaripe' }] },
      ],
    },
    {
      en: 'Los Lagos',
      children: [
        { en: 'Puerto Montt', children: [{ en: 'Centro' }, { en: 'Pelluco' }, { en: 'Angelmó' }] },
        { en: 'Osorno', children: [{ en: 'Centro' }, { en: 'Rahue' }] },
        { en: 'Puerto Varas', children: [{ en: 'Centro' }, { en: 'Ensenada' }] },
      ],
    },
    {
      en: 'Aysén del General Carlos Ibáñez del Campo',
      children: [
        { en: 'Coyhaique', children: [{ en: 'Centro' }, { en: 'Población Clotario Blest' }] },
        { en: 'Aysén', children: [{ en: 'Puerto Aysén' }, { en: 'Puerto Chacabuco' }] },
      ],
    },
    {
      en: 'Magallanes y de la Antártica Chilena',
      children: [
        { en: 'Punta Arenas', children: [{ en: 'Centro' }, { en: 'Barrio Prat' }] },
        { en: 'Puerto Natales', children: [{ en: 'Centro' }, { en: 'Puerto Bories' }] },
      ],
    },
  ],
  CO: [
    {
      en: 'Amazonas',
      children: [
        { en: 'Leticia', children: [{ en: 'Centro' }, { en: 'Victoria Regia' }] },
        { en: 'Puerto Nariño', children: [{ en: 'Centro' }, { en: 'San Francisco' }] },
      ],
    },
    {
      en: 'Antioquia',
      children: [
        {
          en: 'Medellín',
          children: [{ en: 'El Poblado' }, { en: 'Laureles' }, { en: 'Belén' }, { en: 'La Candelaria' }],
        },
        { en: 'Envigado', children: [{ en: 'Centro' }, { en: 'Zúñiga' }] },
        { en: 'Rionegro', children: [{ en: 'Centro' }, { en: 'San Antonio de Pereira' }] },
      ],
    },
    {
      en: 'Arauca',
      children: [
        { en: 'Arauca', children: [{ en: 'Centro' }, { en: 'Meridiano 70' }] },
        { en: 'Saravena', children: [{ en: 'Centro' }, { en: 'Villa Franco' }] },
      ],
    },
    {
      en: 'Atlántico',
      children: [
        {
          en: 'Barranquilla',
          children: [{ en: 'El Prado' }, { en: 'Alto Prado' }, { en: 'Riomar' }, { en: 'Centro' }],
        },
        { en: 'Puerto Colombia', children: [{ en: 'Centro' }, { en: 'Salgar' }] },
      ],
    },
    {
      en: 'Bogotá D.C.',
      children: [
        { en: 'Chapinero', children: [{ en: 'Chapinero Alto' }, { en: 'Quinta Camacho' }, { en: 'Zona G' }] },
        { en: 'Usaquén', children: [{ en: 'Santa Bárbara' }, { en: 'Usaquén' }] },
        { en: 'Teusaquillo', children: [{ en: 'La Soledad' }, { en: 'Galerías' }] },
        { en: 'La Candelaria', children: [{ en: 'La Concordia' }, { en: 'Egipto' }] },
      ],
    },
    {
      en: 'Bolívar',
      children: [
        {
          en: 'Cartagena',
          children: [{ en: 'Centro Histórico' }, { en: 'Getsemaní' }, { en: 'Bocagrande' }, { en: 'Manga' }],
        },
        { en: 'Santa Cruz de Mompox', children: [{ en: 'Centro' }, { en: 'Santa Bárbara' }] },
      ],
    },
    {
      en: 'Boyacá',
      children: [
        { en: 'Tunja', children: [{ en: 'Centro' }, { en: 'Los Muiscas' }] },
        { en: 'Villa de Leyva', children: [{ en: 'Centro' }, { en: 'San Francisco' }] },
      ],
    },
    {
      en: 'Caldas',
      children: [
        {
          en: 'Manizales',
          children: [{ en: 'Centro' }, { en: 'Chipre' }, { en: 'Palermo' }, { en: 'Milán' }],
        },
        { en: 'Villamaría', children: [{ en: 'Centro' }, { en: 'La Florida' }] },
      ],
    },
    {
      en: 'Caquetá',
      children: [
        { en: 'Florencia', children: [{ en: 'Centro' }, { en: 'La Estrella' }] },
        { en: 'San Vicente del Caguán', children: [{ en: 'Centro' }, { en: 'Villa Fernanda' }] },
      ],
    },
    {
      en: 'Casanare',
      children: [
        { en: 'Yopal', children: [{ en: 'Centro' }, { en: 'La Campiña' }] },
        { en: 'Aguazul', children: [{ en: 'Centro' }, { en: 'Villa María' }] },
      ],
    },
    {
      en: 'Cauca',
      children: [
        { en: 'Popayán', children: [{ en: 'Centro' }, { en: 'Bello Horizonte' }] },
        { en: 'Santander de Quilichao', children: [{ en: 'Centro' }, { en: 'El Porvenir' }] },
      ],
    },
    {
      en: 'Cesar',
      children: [
        { en: 'Valledupar', children: [{ en: 'Centro' }, { en: 'Novalito' }] },
        { en: 'Aguachica', children: [{ en: 'Centro' }, { en: 'San Eduardo' }] },
      ],
    },
    {
      en: 'Chocó',
      children: [
        { en: 'Quibdó', children: [{ en: 'Centro' }, { en: 'Kennedy' }] },
        { en: 'Nuquí', children: [{ en: 'Centro' }, { en: 'Jurubirá' }] },
      ],
    },
    {
      en: 'Córdoba',
      children: [
        { en: 'Montería', children: [{ en: 'Centro' }, { en: 'La Castellana' }] },
        { en: 'Cereté', children: [{ en: 'Centro' }, { en: 'Venus' }] },
      ],
    },
    {
      en: 'Cundinamarca',
      children: [
        { en: 'Zipaquirá', children: [{ en: 'Centro' }, { en: 'La Esmeralda' }] },
        { en: 'Chía', children: [{ en: 'Centro' }, { en: 'Fonquetá' }] },
        { en: 'Soacha', children: [{ en: 'Centro' }, { en: 'San Mateo' }] },
      ],
    },
    {
      en: 'Guainía',
      children: [
        { en: 'Inírida', children: [{ en: 'Centro' }, { en: 'Paujil' }] },
        { en: 'Barrancominas', children: [{ en: 'Centro' }, { en: 'Mapiripana' }] },
      ],
    },
    {
      en: 'Guaviare',
      children: [
        { en: 'San José del Guaviare', children: [{ en: 'Centro' }, { en: 'La Esperanza' }] },
        { en: 'El Retorno', children: [{ en: 'Centro' }, { en: 'La Paz' }] },
      ],
    },
    {
      en: 'Huila',
      children: [
        { en: 'Neiva', children: [{ en: 'Centro' }, { en: 'Quebraditas' }] },
        { en: 'Pitalito', children: [{ en: 'Centro' }, { en: 'Cálamo' }] },
        { en: 'San Agustín', children: [{ en: 'Centro' }, { en: 'La Estrella' }] },
      ],
    },
    {
      en: 'La Guajira',
      children: [
        { en: 'Riohacha', children: [{ en: 'Centro' }, { en: 'Los Almendros' }] },
        { en: 'Maicao', children: [{ en: 'Centro' }, { en: 'San José' }] },
      ],
    },
    {
      en: 'Magdalena',
      children: [
        {
          en: 'Santa Marta',
          children: [{ en: 'El Rodadero' }, { en: 'Centro Histórico' }, { en: 'Taganga' }],
        },
        { en: 'Ciénaga', children: [{ en: 'Centro' }, { en: 'Miramar' }] },
      ],
    },
    {
      en: 'Meta',
      children: [
        { en: 'Villavicencio', children: [{ en: 'Centro' }, { en: 'El Barzal' }] },
        { en: 'Acacías', children: [{ en: 'Centro' }, { en: 'Dorado' }] },
      ],
    },
    {
      en: 'Nariño',
      children: [
        { en: 'Pasto', children: [{ en: 'Centro' }, { en: 'Las Cuadras' }] },
        { en: 'Ipiales', children: [{ en: 'Centro' }, { en: 'San Vicente' }] },
      ],
    },
    {
      en: 'Norte de Santander',
      children: [
        { en: 'Cúcuta', children: [{ en: 'Centro' }, { en: 'Los Caobos' }, { en: 'Quinta Oriental' }] },
        { en: 'Pamplona', children: [{ en: 'Centro' }, { en: 'El Carmen' }] },
      ],
    },
    {
      en: 'Putumayo',
      children: [
        { en: 'Mocoa', children: [{ en: 'Centro' }, { en: 'San Agustín' }] },
        { en: 'Puerto Asís', children: [{ en: 'Centro' }, { en: 'Villa Rosa' }] },
      ],
    },
    {
      en: 'Quindío',
      children: [
        { en: 'Armenia', children: [{ en: 'Centro' }, { en: 'La Castellana' }] },
        { en: 'Salento', children: [{ en: 'Centro' }, { en: 'Alto del Coronel' }] },
      ],
    },
    {
      en: 'Risaralda',
      children: [
        { en: 'Pereira', children: [{ en: 'Centro' }, { en: 'Pinares' }, { en: 'Álamos' }] },
        { en: 'Dosquebradas', children: [{ en: 'Centro' }, { en: 'La Pradera' }] },
      ],
    },
    {
      en: 'San Andrés y Providencia',
      children: [
        { en: 'San Andrés', children: [{ en: 'North End' }, { en: 'San Luis' }, { en: 'La Loma' }] },
        { en: 'Providencia', children: [{ en: 'Santa Isabel' }, { en: 'Fresh Water Bay' }] },
      ],
    },
    {
      en: 'Santander',
      children: [
        {
          en: 'Bucaramanga',
          children: [{ en: 'Cabecera del Llano' }, { en: 'Centro' }, { en: 'Sotomayor' }],
        },
        { en: 'Floridablanca', children: [{ en: 'Cañaveral' }, { en: 'Centro' }] },
      ],
    },
    {
      en: 'Sucre',
      children: [
        { en: 'Sincelejo', children: [{ en: 'Centro' }, { en: 'Venecia' }] },
        { en: 'Santiago de Tolú', children: [{ en: 'Centro' }, { en: 'Pueblo Nuevo' }] },
      ],
    },
    {
      en: 'Tolima',
      children: [
        { en: 'Ibagué', children: [{ en: 'Centro' }, { en: 'Belén' }, { en: 'Cádiz' }] },
        { en: 'Melgar', children: [{ en: 'Centro' }, { en: 'La Esperanza' }] },
      ],
    },
    {
      en: 'Valle del Cauca',
      children: [
        {
          en: 'Cali',
          children: [{ en: 'San Antonio' }, { en: 'Granada' }, { en: 'El Peñón' }, { en: 'Ciudad Jardín' }],
        },
        { en: 'Palmira', children: [{ en: 'Centro' }, { en: 'Zamorano' }] },
        { en: 'Buenaventura', children: [{ en: 'Centro' }, { en: 'La Playita' }] },
      ],
    },
    {
      en: 'Vaupés',
      children: [
        { en: 'Mitú', children: [{ en: 'Centro' }, { en: 'Belarmino Correa' }] },
        { en: 'Carurú', children: [{ en: 'Centro' }, { en: 'Bellavista' }] },
      ],
    },
    {
      en: 'Vichada',
      children: [
        { en: 'Puerto Carreño', children: [{ en: 'Centro' }, { en: 'Las Acacias' }] },
        { en: 'La Primavera', children: [{ en: 'Centro' }, { en: 'Villa Esperanza' }] },
      ],
    },
  ],
  PT: [
    {
      en: 'Aveiro',
      children: [
        { en: 'Aveiro', children: [{ en: 'Glória e Vera Cruz' }, { en: 'Esgueira' }, { en: 'Aradas' }] },
        { en: 'Ílhavo', children: [{ en: 'São Salvador' }, { en: 'Gafanha da Nazaré' }] },
      ],
    },
    {
      en: 'Beja',
      children: [
        { en: 'Beja', children: [{ en: 'Salvador e Santa Maria da Feira' }, { en: 'Salvada' }] },
        { en: 'Moura', children: [{ en: 'Amareleja' }, { en: 'Póvoa de São Miguel' }] },
      ],
    },
    {
      en: 'Braga',
      children: [
        {
          en: 'Braga',
          children: [
            { en: 'São Vicente' },
            { en: 'São Victor' },
            { en: 'Maximinos' },
            { en: 'Sé e Cividade' },
          ],
        },
        { en: 'Guimarães', children: [{ en: 'Oliveira do Castelo' }, { en: 'Azurém' }, { en: 'Creixomil' }] },
      ],
    },
    {
      en: 'Bragança',
      children: [
        { en: 'Bragança', children: [{ en: 'Sé' }, { en: 'Santa Maria e Meixedo' }, { en: 'Gimonde' }] },
        { en: 'Mirandela', children: [{ en: 'Mirandela' }, { en: 'Torre de Dona Chama' }] },
      ],
    },
    {
      en: 'Castelo Branco',
      children: [
        { en: 'Castelo Branco', children: [{ en: 'Castelo Branco' }, { en: 'Alcains' }] },
        { en: 'Covilhã', children: [{ en: 'Teixoso' }, { en: 'Tortosendo' }] },
      ],
    },
    {
      en: 'Coimbra',
      children: [
        {
          en: 'Coimbra',
          children: [{ en: 'Santo António dos Olivais' }, { en: 'Sé Nova' }, { en: 'Santa Clara' }],
        },
        { en: 'Figueira da Foz', children: [{ en: 'Buarcos' }, { en: 'Tavarede' }] },
      ],
    },
    {
      en: 'Évora',
      children: [
        { en: 'Évora', children: [{ en: 'Sé e São Pedro' }, { en: 'Bacelo' }, { en: 'Malagueira' }] },
        { en: 'Estremoz', children: [{ en: 'Santa Maria' }, { en: 'Arcos' }] },
      ],
    },
    {
      en: 'Faro',
      children: [
        { en: 'Faro', children: [{ en: 'Sé' }, { en: 'São Pedro' }, { en: 'Montenegro' }] },
        { en: 'Lagos', children: [{ en: 'São Sebastião' }, { en: 'Luz' }] },
        { en: 'Albufeira', children: [{ en: 'Olhos de Água' }, { en: 'Guia' }] },
      ],
    },
    {
      en: 'Guarda',
      children: [
        { en: 'Guarda', children: [{ en: 'Sé' }, { en: 'São Vicente' }] },
        { en: 'Seia', children: [{ en: 'Seia' }, { en: 'São Romão' }] },
      ],
    },
    {
      en: 'Leiria',
      children: [
        { en: 'Leiria', children: [{ en: 'Marrazes' }, { en: 'Pousos' }, { en: 'Parceiros' }] },
        { en: 'Nazaré', children: [{ en: 'Nazaré' }, { en: 'Famalicão' }] },
      ],
    },
    {
      en: 'Lisboa',
      children: [
        {
          en: 'Lisboa',
          children: [
            { en: 'Alvalade' },
            { en: 'Belém' },
            { en: 'Campo de Ourique' },
            { en: 'Estrela' },
            { en: 'Arroios' },
            { en: 'Santa Maria Maior' },
            { en: 'Avenidas Novas' },
            { en: 'Parque das Nações' },
          ],
        },
        {
          en: 'Sintra',
          children: [{ en: 'Algueirão-Mem Martins' }, { en: 'Colares' }, { en: 'Rio de Mouro' }],
        },
        { en: 'Cascais', children: [{ en: 'Estoril' }, { en: 'Carcavelos' }, { en: 'Parede' }] },
      ],
    },
    {
      en: 'Portalegre',
      children: [
        { en: 'Portalegre', children: [{ en: 'Sé e São Lourenço' }, { en: 'Ribeira de Nisa' }] },
        { en: 'Elvas', children: [{ en: 'Assunção' }, { en: 'São Vicente e Ventosa' }] },
      ],
    },
    {
      en: 'Porto',
      children: [
        {
          en: 'Porto',
          children: [
            { en: 'Cedofeita' },
            { en: 'Bonfim' },
            { en: 'Foz do Douro' },
            { en: 'Paranhos' },
            { en: 'Ramalde' },
            { en: 'Campanhã' },
          ],
        },
        {
          en: 'Vila Nova de Gaia',
          children: [{ en: 'Mafamude' }, { en: 'Santa Marinha' }, { en: 'Canidelo' }],
        },
        {
          en: 'Matosinhos',
          children: [{ en: 'Leça da Palmeira' }, { en: 'Senhora da Hora' }, { en: 'Matosinhos' }],
        },
      ],
    },
    {
      en: 'Santarém',
      children: [
        { en: 'Santarém', children: [{ en: 'Marvila' }, { en: 'Alcanede' }] },
        { en: 'Tomar', children: [{ en: 'São João Baptista' }, { en: 'Santa Maria dos Olivais' }] },
      ],
    },
    {
      en: 'Setúbal',
      children: [
        { en: 'Setúbal', children: [{ en: 'São Sebastião' }, { en: 'São Julião' }, { en: 'Azeitão' }] },
        {
          en: 'Almada',
          children: [{ en: 'Costa da Caparica' }, { en: 'Cacilhas' }, { en: 'Charneca de Caparica' }],
        },
      ],
    },
    {
      en: 'Viana do Castelo',
      children: [
        {
          en: 'Viana do Castelo',
          children: [{ en: 'Santa Maria Maior' }, { en: 'Darque' }, { en: 'Areosa' }],
        },
        { en: 'Ponte de Lima', children: [{ en: 'Arcozelo' }, { en: 'Correlhã' }] },
      ],
    },
    {
      en: 'Vila Real',
      children: [
        { en: 'Vila Real', children: [{ en: 'Vila Real' }, { en: 'Mateus' }, { en: 'Lordelo' }] },
        { en: 'Chaves', children: [{ en: 'Santa Maria Maior' }, { en: 'Outeiro Seco' }] },
      ],
    },
    {
      en: 'Viseu',
      children: [
        { en: 'Viseu', children: [{ en: 'Viseu' }, { en: 'Abraveses' }, { en: 'Ranhados' }] },
        { en: 'Lamego', children: [{ en: 'Almacave' }, { en: 'Sé' }] },
      ],
    },
    {
      en: 'Região Autónoma dos Açores',
      children: [
        {
          en: 'Ponta Delgada',
          children: [{ en: 'São José' }, { en: 'São Sebastião' }, { en: 'Fajã de Baixo' }],
        },
        { en: 'Angra do Heroísmo', children: [{ en: 'Sé' }, { en: 'São Pedro' }] },
        { en: 'Horta', children: [{ en: 'Angústias' }, { en: 'Matriz' }] },
      ],
    },
    {
      en: 'Região Autónoma da Madeira',
      children: [
        {
          en: 'Funchal',
          children: [{ en: 'Sé' }, { en: 'Santa Maria Maior' }, { en: 'São Martinho' }, { en: 'Monte' }],
        },
        { en: 'Santa Cruz', children: [{ en: 'Caniço' }, { en: 'Santa Cruz' }] },
      ],
    },
  ],
};
