import type { LabelLayout, Language } from '@dropmall/contract';
import { type Bars, code128, drawBars } from '../../adapters/pdf/barcode';
import { pdfWriter } from '../../adapters/pdf/document';
import type { CjkFont } from '../../adapters/pdf/fonts';
import { runWorker, workFile } from '../../adapters/threads/run-worker';
import { labelText } from './file-texts';

/** What one label shows: the barcode (and its code in text), the product's short title, the attributes. */
export interface Label {
  code: string;
  title: string;
  attributes: string;
}

const MM = 72 / 25.4;
/** Where labels sit: the page, labels across and down, a label's size and the first one's corner. */
interface Layout {
  page: [number, number];
  across: number;
  down: number;
  width: number;
  height: number;
  left: number;
  top: number;
}
const A4: [number, number] = [595.28, 841.89];
const LAYOUTS: Record<LabelLayout, Layout> = {
  // 3 x 8 labels of 70 x 37 mm: the common A4 label sheet (they fill its width; 1.5 mm left top and bottom).
  sheet: {
    page: A4,
    across: 3,
    down: 8,
    width: 70 * MM,
    height: 37 * MM,
    left: 0,
    top: (A4[1] - 8 * 37 * MM) / 2,
  },
  // One 60 x 40 mm label a page: a thermal label printer's roll.
  roll: { page: [60 * MM, 40 * MM], across: 1, down: 1, width: 60 * MM, height: 40 * MM, left: 0, top: 0 },
};

/** What a label file is made of: the labels, the sheet or roll, the words' language and the CJK font. */
export interface LabelsInput {
  labels: Label[];
  layout: LabelLayout;
  lang: Language;
  cjk: CjkFont | null;
}

/** `labelsPdf` on a thread of its own (label-pdf-worker.ts): the server answers others meanwhile. */
export async function renderLabels(input: LabelsInput): Promise<Buffer> {
  const bytes = await runWorker<LabelsInput, Uint8Array>(
    workFile(import.meta.url, 'label-pdf-worker'),
    input,
  );
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Barcode labels as a PDF: each label its Code 128 bars (bwip-js, drawn as vectors), the code in text under
 * them (Helvetica: codes are ASCII), the product's short title and the variant's attributes on one line each
 * (in the CJK font when the machine has one; cut with an ellipsis). A code Code 128 cannot carry prints as
 * text only, with a note.
 */
export function labelsPdf(
  labels: Label[],
  layout: LabelLayout,
  lang: Language,
  cjk: CjkFont | null,
): Promise<Buffer> {
  const l = LAYOUTS[layout];
  // Loading a CJK font costs about a second: only labels with text beyond Latin-1 (Chinese titles) take it.
  const font = labels.some((x) => /[^\x20-\u00FF]/.test(x.title + x.attributes)) ? cjk : null;
  const words: Language = font ? lang : 'en';
  const { doc, face, done, printable } = pdfWriter('Labels', font, { size: l.page, margin: 0 });
  const perPage = l.across * l.down;
  // Labels of a document repeat their codes (one a piece): each code is encoded once.
  const symbols = new Map<string, Bars>();
  const symbolOf = (code: string) => {
    if (!symbols.has(code)) symbols.set(code, code128(code));
    return symbols.get(code) ?? null;
  };
  labels.forEach((label, i) => {
    if (i > 0 && i % perPage === 0) doc.addPage({ size: l.page, margin: 0 });
    const at = i % perPage;
    const x = l.left + (at % l.across) * l.width;
    const y = l.top + Math.floor(at / l.across) * l.height;
    const pad = 3 * MM;
    const inner = l.width - 2 * pad;
    const line = (text: string, top: number, size: number, color: string) => {
      face();
      doc
        .fontSize(size)
        .fillColor(color)
        .text(printable(text), x + pad, top, {
          width: inner,
          height: size * 1.3,
          ellipsis: true,
          lineBreak: false,
        });
    };
    line(label.title, y + pad, 8, '#000000');
    line(label.attributes, y + pad + 11, 7, '#444444');
    const barsTop = y + pad + 22;
    const barsHeight = l.height - 2 * pad - 22 - 12;
    const box = { x: x + pad, y: barsTop, width: inner, height: barsHeight };
    const drawn = drawBars(doc, symbolOf(label.code), box);
    // The code in Helvetica, whatever the font of the rest: it is what a person types when the bars fail.
    doc.font('Helvetica').fontSize(8).fillColor('#000000');
    doc.text(label.code.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?'), x + pad, barsTop + barsHeight + 2, {
      width: inner,
      align: 'center',
      lineBreak: false,
    });
    if (!drawn) line(labelText.unprintable[words], barsTop + barsHeight / 2 - 5, 7, '#444444');
  });
  doc.end();
  return done;
}
