import PDFDocument from 'pdfkit';
import type { CjkFont } from './fonts';

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Switches to the regular or bold face of the document's font. */
  face(bold?: boolean): void;
  /** The whole file, once `doc.end()` was called. */
  done: Promise<Buffer>;
}

/**
 * An A4 PDF collected in memory. With a CJK font, text is drawn in it (it has Latin glyphs too; "bold" is
 * the same face); without one, in Helvetica.
 */
export function pdfWriter(title: string, cjk: CjkFont | null): PdfWriter {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (cjk) doc.registerFont('cjk', cjk.path, cjk.family);
  const face = (bold = false) => {
    doc.font(cjk ? 'cjk' : bold ? 'Helvetica-Bold' : 'Helvetica');
  };
  face();
  return { doc, face, done };
}
