import { existsSync, readFileSync } from 'node:fs';

/** A font file with Chinese glyphs, and the font's name inside it when the file is a collection (.ttc). */
export interface CjkFont {
  path: string;
  family?: string;
}

/**
 * Debian's CJK fonts (fonts-wqy-microhei, fonts-noto-cjk, fonts-wqy-zenhei): pdfkit's built-in fonts have no
 * Chinese glyphs and no CJK font on npm is small enough to ship, so Chinese PDFs use the machine's own.
 */
const CANDIDATES: CjkFont[] = [
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei' },
];

const loaded = new Map<string, Buffer>();

/**
 * The font file's bytes, read once per process: pdfkit would read the file (several MB) synchronously for
 * every document it is registered in.
 */
export function cjkFontBytes(font: CjkFont): Buffer {
  let bytes = loaded.get(font.path);
  if (!bytes) {
    bytes = readFileSync(font.path);
    loaded.set(font.path, bytes);
  }
  return bytes;
}

/** The configured font (PDF_CJK_FONT: a .ttf/.otf path, or `path#FamilyName` for a .ttc), else a known one. */
export function findCjkFont(configured?: string): CjkFont | null {
  if (configured) {
    const [path = '', family] = configured.split('#');
    return existsSync(path) ? { path, ...(family ? { family } : {}) } : null;
  }
  return CANDIDATES.find((f) => existsSync(f.path)) ?? null;
}
