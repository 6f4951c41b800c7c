import bwipjs from 'bwip-js/node';

/** A bar of a linear barcode, in modules (the narrowest bar is one) from the symbol's left edge. */
interface Bar {
  x: number;
  width: number;
}
/** A symbol's bars and its width in modules, or null when the code cannot be encoded. */
export type Bars = { bars: Bar[]; modules: number } | null;

/** Code 128 wants ten modules of white on each side, or scanners miss where the code starts. */
const QUIET_MODULES = 10;

/**
 * The bars of `code` in Code 128, encoded by bwip-js (its raw widths: bar, space, bar, ... in modules; no
 * drawing, which is most of its cost), or null when the code cannot be encoded.
 */
export function code128(code: string): Bars {
  let widths: number[];
  try {
    const [symbol] = bwipjs.raw('code128', code, '') as { sbs?: number[] }[];
    widths = symbol?.sbs ?? [];
  } catch {
    return null;
  }
  const bars: Bar[] = [];
  let x = 0;
  widths.forEach((width, i) => {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return bars.length > 0 ? { bars, modules: x } : null;
}

/**
 * Draws encoded bars filling the box (x, y, width, height), quiet zones inside the box, as vector rectangles
 * (sharp at any printer's resolution). Answers false, drawing nothing, for a code that could not be encoded.
 */
export function drawBars(
  doc: PDFKit.PDFDocument,
  symbol: Bars,
  box: { x: number; y: number; width: number; height: number },
): boolean {
  if (!symbol) return false;
  const module = box.width / (symbol.modules + 2 * QUIET_MODULES);
  const left = box.x + QUIET_MODULES * module;
  doc.save().fillColor('#000000');
  for (const bar of symbol.bars) doc.rect(left + bar.x * module, box.y, bar.width * module, box.height);
  doc.fill().restore();
  return true;
}
