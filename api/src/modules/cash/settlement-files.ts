import type { SettlementDetail, SettlementLine } from '@dropmall/contract';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { cashText } from './texts';

type Language = 'en' | 'zh';
const words = cashText.file;

const money = (n: number) => n.toFixed(2);
const periodName = (s: SettlementDetail, lang: Language) =>
  `${words[s.period][lang]} ${s.start} – ${s.end}${s.inProgress ? ` (${words.inProgress[lang]})` : ''}`;

/** The summary as label/amount pairs, in the statement's order. */
function summaryRows(s: SettlementDetail, lang: Language): [string, string][] {
  return [
    [words.openingBalance[lang], money(s.openingBalance)],
    [`${words.income[lang]} (${s.orderCount} ${words.orderCount[lang]})`, money(s.income)],
    [words.refunds[lang], money(s.refunds)],
    [`${words.fees[lang]} (${words.feeRate[lang]} ${(s.feeRate * 100).toFixed(2)}%)`, money(s.fees)],
    [words.net[lang], money(s.net)],
    [words.withdrawals[lang], money(-s.withdrawals)],
    [words.other[lang], money(s.other)],
    [words.closingBalance[lang], money(s.closingBalance)],
  ];
}

const allLines = (s: SettlementDetail): SettlementLine[] => [
  ...s.orderLines,
  ...s.refundLines,
  ...s.feeLines,
  ...s.withdrawalLines,
  ...s.otherLines,
];

/** The time of a line in the business's zone, 'YYYY-MM-DD HH:mm'. */
const localTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** The statement as a workbook: a summary sheet and a sheet of its ledger lines, in the reader's language. */
export async function statementXlsx(s: SettlementDetail, lang: Language): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet(words.summary[lang]);
  summary.columns = [{ width: 40 }, { width: 28 }];
  summary.addRow([words.title[lang]]).font = { bold: true, size: 14 };
  summary.addRow([words.business[lang], s.businessName]);
  summary.addRow([words.period[lang], periodName(s, lang)]);
  summary.addRow([words.timeZone[lang], s.timeZone]);
  summary.addRow([]);
  for (const [label, amount] of summaryRows(s, lang)) {
    const row = summary.addRow([label, Number(amount)]);
    row.getCell(2).numFmt = '#,##0.00';
  }
  const lines = book.addWorksheet(words.lines[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  lines.columns = [
    { header: words.time[lang], key: 'time', width: 20 },
    { header: words.kind[lang], key: 'kind', width: 24 },
    { header: words.number[lang], key: 'no', width: 32 },
    { header: words.amount[lang], key: 'amount', width: 16 },
  ];
  lines.getRow(1).font = { bold: true };
  for (const line of allLines(s)) {
    const row = lines.addRow({
      time: localTime(line.time, s.timeZone),
      kind: cashText.kinds[line.kind][lang],
      no: line.orderNo ?? line.withdrawalNo ?? '',
      amount: line.amount,
    });
    row.getCell('amount').numFmt = '#,##0.00';
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The statement as a PDF. pdfkit's built-in fonts have no Chinese glyphs and no CJK font comes from npm
 * small enough to ship, so the PDF is worded in English whatever the reader's language (docs/decisions.md);
 * the spreadsheet is in the reader's language. A business name the fonts cannot print is written as '?'.
 */
export function statementPdf(s: SettlementDetail): Promise<Buffer> {
  const lang: Language = 'en';
  const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: words.title.en } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(words.title[lang]);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${words.business[lang]}: ${printable(s.businessName)}`);
  doc.text(`${words.period[lang]}: ${periodName(s, lang)}`);
  doc.text(`${words.timeZone[lang]}: ${s.timeZone}`);
  doc.moveDown();
  const left = doc.page.margins.left;
  const row = (cells: string[], widths: number[], bold = false) => {
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 100;
      doc.text(cell, x, y, { width, align: i === cells.length - 1 ? 'right' : 'left', lineBreak: false });
      x += width;
    });
    doc.x = left;
    doc.y = y + 16;
  };
  for (const [label, amount] of summaryRows(s, lang)) {
    const strong = label === words.net[lang] || label === words.closingBalance[lang];
    row([label, `USD ${amount}`], [300, 150], strong);
  }
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text(words.lines[lang], left);
  doc.moveDown(0.3).fontSize(9);
  const widths = [110, 130, 170, 90];
  row([words.time[lang], words.kind[lang], words.number[lang], words.amount[lang]], widths, true);
  for (const line of allLines(s)) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    row(
      [
        localTime(line.time, s.timeZone),
        cashText.kinds[line.kind][lang],
        line.orderNo ?? line.withdrawalNo ?? '',
        money(line.amount),
      ],
      widths,
    );
  }
  doc.end();
  return done;
}
