import PDFDocument from 'pdfkit';
import { type CjkFont, cjkFontBytes } from './fonts';

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Switches to the regular or bold face of the document's font. */
  face(bold?: boolean): void;
  /** The whole file, once `doc.end()` was called. */
  done: Promise<Buffer>;
  /** Text as the font can print it: without a CJK font, what Helvetica lacks (Chinese) becomes '?'. */
  printable(text: string): string;
}

/** A page other than A4 with 48 pt margins: a label's size in points, its margin. */
export interface PageSetup {
  size: [number, number];
  margin: number;
}

/**
 * A PDF collected in memory, A4 unless a page setup says otherwise. With a CJK font, text is drawn in it (it
 * has Latin glyphs too; "bold" is the same face); without one, in Helvetica.
 */
export function pdfWriter(title: string, cjk: CjkFont | null, page?: PageSetup): PdfWriter {
  const doc = new PDFDocument({
    size: page?.size ?? 'A4',
    margin: page?.margin ?? 48,
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (cjk) doc.registerFont('cjk', cjkFontBytes(cjk), cjk.family);
  const face = (bold = false) => {
    doc.font(cjk ? 'cjk' : bold ? 'Helvetica-Bold' : 'Helvetica');
  };
  face();
  const printable = (text: string) => (cjk ? text : text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?'));
  return { doc, face, done, printable };
}
