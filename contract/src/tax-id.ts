/** Brazilian tax ids with their check digits: CPF (people, 11 digits) and CNPJ (companies, 14 digits). */

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function isValidCpf(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(d[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

export function isValidCnpj(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const check = (length: number) => {
    const weights =
      length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(d[12]) && check(13) === Number(d[13]);
}

export type TaxIdType = 'CPF' | 'CNPJ';

export function isValidTaxId(type: TaxIdType, value: string): boolean {
  return type === 'CPF' ? isValidCpf(value) : isValidCnpj(value);
}

/**
 * A tax id shown without its digits but the last two (a CPF as ***.***.***-25, a CNPJ in its own dotted
 * shape): what a remembered one is offered as, so the dialog names it without spelling it out.
 */
export function maskTaxId(value: string): string {
  const d = digitsOf(value);
  const tail = d.slice(-2);
  if (d.length === 14) return `**.***.***/****-${tail}`;
  if (d.length === 11) return `***.***.***-${tail}`;
  return d.length > 2 ? `${'*'.repeat(d.length - 2)}${tail}` : d;
}
