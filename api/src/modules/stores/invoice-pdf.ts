import type { CrmInvoice } from '@dropmall/contract';
import { pdfWriter } from '../../adapters/pdf/document';
import type { CjkFont } from '../../adapters/pdf/fonts';
import { invoiceTexts } from './invoice-texts';

type Language = 'en' | 'zh';
const words = invoiceTexts.pdf;
const money = (n: number) => n.toFixed(2);
const day = (iso: string) => iso.slice(0, 10);

/**
 * The invoice as a PDF in the reader's language. Chinese needs a CJK font (adapters/pdf/fonts.ts); without
 * one the PDF is worded in English and text it cannot print (a Chinese product title) shows as '?'.
 */
export function invoicePdf(invoice: CrmInvoice, wanted: Language, cjk: CjkFont | null): Promise<Buffer> {
  const lang: Language = wanted === 'zh' && cjk ? 'zh' : 'en';
  const { doc, face, done, printable } = pdfWriter(`${words.title[lang]} ${invoice.invoiceNo}`, cjk);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  face(true);
  doc.fontSize(20).text(words.title[lang], left, doc.y);
  face();
  doc.fontSize(10).moveDown(0.3);
  doc.text(`${words.number[lang]}: ${invoice.invoiceNo}`);
  doc.text(`${words.issued[lang]}: ${day(invoice.issuedAt)}`);
  doc.text(`${words.version[lang]}: ${invoice.version}`);
  if (invoice.reason) doc.text(`${words.reason[lang]}: ${printable(invoice.reason)}`);
  doc.moveDown();

  const top = doc.y;
  const half = width / 2 - 8;
  face(true);
  doc.text(words.billedTo[lang], left, top, { width: half });
  face();
  doc.text(printable(invoice.businessName), { width: half });
  doc.text(`${words.store[lang]}: ${printable(invoice.storeName)}`, { width: half });
  doc.text(`${words.shopOrder[lang]}: ${printable(invoice.shopOrderNo)}`, { width: half });
  doc.text(`${words.placed[lang]}: ${day(invoice.placedAt)}`, { width: half });
  const leftBottom = doc.y;
  face(true);
  doc.text(words.shipTo[lang], left + half + 16, top, { width: half });
  face();
  for (const line of invoice.shipTo) doc.text(printable(line), { width: half });
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + 16;

  const widths = [110, 215, 40, 65, 70];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    let x = left;
    face(bold);
    let height = 14;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 80;
      const align = i >= 2 ? 'right' : 'left';
      doc.text(cell, x, y, { width: w - 6, align });
      height = Math.max(height, doc.y - y);
      x += w;
    });
    doc.x = left;
    doc.y = y + height + 4;
  };
  doc.fontSize(9);
  row(
    [words.order[lang], words.product[lang], words.quantity[lang], words.unitPrice[lang], words.amount[lang]],
    true,
  );
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .strokeColor('#cccccc')
    .stroke();
  for (const l of invoice.lines) {
    const title = l.specification ? `${l.title} (${l.specification})` : l.title;
    row([l.orderNo, printable(title), String(l.quantity), money(l.unitPrice), money(l.amount)]);
  }
  doc.moveDown();

  const sumRow = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    face(bold);
    doc.text(label, left + width - 300, y, { width: 200, align: 'right' });
    doc.text(amount, left + width - 100, y, { width: 100, align: 'right' });
    doc.x = left;
    doc.y = y + 16;
  };
  doc.fontSize(10);
  for (const c of invoice.costs) sumRow(words.costs[c.key][lang], money(c.amount));
  sumRow(words.total[lang], `${invoice.currency} ${money(invoice.total)}`, true);
  doc.moveDown();

  face(true);
  doc.fontSize(10).text(words.payments[lang], left);
  face();
  doc.fontSize(9);
  for (const p of invoice.payments) {
    const kind =
      words.payTypes[(p.payType ?? 'unknown') as keyof typeof words.payTypes] ?? words.payTypes.unknown;
    doc.text(
      `${p.orderNo}  ·  ${kind[lang]}  ·  ${day(p.paidAt)}  ·  ${invoice.currency} ${money(p.amount)}`,
    );
  }
  if (invoice.credits.length > 0) {
    doc.moveDown();
    face(true);
    doc.fontSize(10).text(words.credits[lang], left);
    face();
    doc.fontSize(9);
    for (const c of invoice.credits)
      doc.text(
        `${c.creditNo}  ·  ${words.creditKinds[c.type][lang]} ${c.afterSaleNo}  ·  ${c.orderNo}  ·  ${day(c.issuedAt)}  ·  -${invoice.currency} ${money(c.amount)}`,
      );
    doc.moveDown(0.5);
    sumRow(words.net[lang], `${invoice.currency} ${money(invoice.net)}`, true);
  }
  doc.end();
  return done;
}
