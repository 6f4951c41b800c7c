import bwipjs from 'bwip-js/node';

/** A bar of a linear barcode, in the drawing's units (the narrowest bar is 2 units wide). */
interface Bar {
  x: number;
  width: number;
}

/** Units of one module (the narrowest bar) in bwip-js's drawing at scale 2. */
const MODULE = 2;
/** Code 128 wants ten modules of white on each side, or scanners miss where the code starts. */
const QUIET_MODULES = 10;

/**
 * The bars of `code` in Code 128, drawn by bwip-js (as SVG: one path per bar width, each bar a vertical
 * stroke), or null when the code cannot be encoded (a character outside Code 128).
 */
function code128Bars(code: string): { bars: Bar[]; width: number } | null {
  let svg: string;
  try {
    svg = bwipjs.toSVG({ bcid: 'code128', text: code, scale: MODULE, height: 10, includetext: false });
  } catch {
    return null;
  }
  const width = Number(svg.match(/viewBox="0 0 ([\d.]+) [\d.]+"/)?.[1]);
  const bars: Bar[] = [];
  for (const path of svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const stroke = Number(path[1]);
    for (const move of (path[2] ?? '').matchAll(/M([\d.]+) [\d.]+L[\d.]+ [\d.]+/g))
      bars.push({ x: Number(move[1]) - stroke / 2, width: stroke });
  }
  return bars.length > 0 && width > 0 ? { bars, width } : null;
}

/**
 * Draws `code` as a Code 128 barcode filling the box (x, y, width, height), quiet zones inside the box, as
 * vector rectangles (sharp at any printer's resolution). Answers false, drawing nothing, when the code
 * cannot be encoded.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  code: string,
  box: { x: number; y: number; width: number; height: number },
): boolean {
  const drawing = code128Bars(code);
  if (!drawing) return false;
  const units = drawing.width + 2 * QUIET_MODULES * MODULE;
  const scale = box.width / units;
  const left = box.x + QUIET_MODULES * MODULE * scale;
  doc.save().fillColor('#000000');
  for (const bar of drawing.bars) doc.rect(left + bar.x * scale, box.y, bar.width * scale, box.height);
  doc.fill().restore();
  return true;
}
