import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { renderDrawing } from './drawings';
import type { ImageSpec } from './generate';

/** The widths every stored picture has: the page's big image, list cards, thumbnail strips. */
export const IMAGE_WIDTHS = [800, 400, 100] as const;

const sizedPath = (path: string, width: number) =>
  width === 800 ? path : path.replace(/\.jpg$/, `_${width}.jpg`);

/** Writes the 800 px JPEG and its smaller copies; a file is written whole (temp + rename) or not at all. */
async function writeSizes(path: string, rendered: Buffer): Promise<void> {
  // Decode once to raw pixels; each size is then a resize of the same pixels.
  const { data, info } = await sharp(rendered).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (const width of IMAGE_WIDTHS) {
    const out = await sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    })
      .resize(width, width, { fit: 'cover' })
      .jpeg({ quality: width === 800 ? 84 : 80 })
      .toBuffer();
    await writeWhole(sizedPath(path, width), out);
  }
}

/** A name of its own for the partial file: two servers on one data directory may draw the same picture. */
async function writeWhole(path: string, body: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, body);
  await rename(partial, path);
}

const shot = (drawing: string, colour: string, accent: string, size: number) =>
  sharp(Buffer.from(renderDrawing(drawing, colour, accent)), { density: (72 * size) / 800 })
    .resize(size, size)
    .png()
    .toBuffer();

async function picture(spec: ImageSpec): Promise<Buffer> {
  if (spec.style === 'shot') return shot(spec.drawing, spec.colour, spec.accent, 800);
  if (spec.style === 'closeup') {
    // A detail crop: the same shot twice as large, its centre.
    const big = await shot(spec.drawing, spec.colour, spec.accent, 1400);
    return sharp(big).extract({ left: 300, top: 260, width: 800, height: 800 }).png().toBuffer();
  }
  // Every colour side by side, two by two, as sellers show their range.
  const tiles = await Promise.all(
    spec.colours.slice(0, 4).map((c) => shot(spec.drawing, c, spec.accent, 400)),
  );
  const positions =
    tiles.length === 1
      ? [[200, 200]]
      : [
          [0, 0],
          [400, 0],
          [0, 400],
          [400, 400],
        ];
  return sharp({ create: { width: 800, height: 800, channels: 3, background: '#f4f4f2' } })
    .composite(
      tiles.map((input, i) => ({ input, left: positions[i]?.[0] ?? 0, top: positions[i]?.[1] ?? 0 })),
    )
    .png()
    .toBuffer();
}

/** A home banner: a coloured band with three product cards. 1600 x 500, stored as is. */
export interface BannerSpec {
  url: string;
  from: string;
  to: string;
  products: { drawing: string; colour: string }[];
}

async function bannerPicture(spec: BannerSpec): Promise<Buffer> {
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>
<rect width="1600" height="500" fill="url(#bg)"/>
<circle cx="180" cy="90" r="160" fill="#fff" opacity="0.12"/><circle cx="1480" cy="460" r="220" fill="#fff" opacity="0.10"/>
<circle cx="820" cy="-40" r="140" fill="#fff" opacity="0.08"/>
</svg>`;
  const cards = await Promise.all(
    spec.products.slice(0, 3).map(async (p) => {
      const image = await shot(p.drawing, p.colour, '#f4d58d', 360);
      const mask = Buffer.from(
        '<svg width="360" height="360"><rect width="360" height="360" rx="28" fill="#fff"/></svg>',
      );
      return sharp(image)
        .composite([{ input: mask, blend: 'dest-in' }])
        .png()
        .toBuffer();
    }),
  );
  return sharp(Buffer.from(background))
    .composite(cards.map((input, i) => ({ input, left: 180 + i * 440, top: 70 })))
    .jpeg({ quality: 84 })
    .toBuffer();
}

/**
 * The demo catalogue's pictures under `uploadsDir` (served as /uploads), drawn when first needed: `ready(key)`
 * draws the picture a file belongs to (once, however many ask), `drawAll()` draws the rest. A picture already
 * on disk (an earlier start drew it) is never drawn again. Drawing 400-odd pictures takes seconds, so the
 * server draws them after it is ready instead of before (issue 19: first start); a request or an export
 * that needs one in the meantime waits for that one only.
 */
export class CatalogPictures {
  /** Each file key not on disk yet (every size of a picture, a banner) -> the drawing that writes it. */
  private readonly pending = new Map<string, () => Promise<void>>();
  private count = 0;

  constructor(
    private readonly uploadsDir: string,
    specs: ImageSpec[],
    banners: BannerSpec[],
  ) {
    for (const spec of new Map(specs.map((s) => [s.url, s])).values()) {
      const path = this.fileOf(spec.url);
      const keys = IMAGE_WIDTHS.map((width) => this.keyOf(sizedPath(spec.url, width)));
      this.add(keys, sizedPath(path, 100), async () => writeSizes(path, await picture(spec)));
    }
    for (const banner of banners) {
      const path = this.fileOf(banner.url);
      this.add([this.keyOf(banner.url)], path, async () => writeWhole(path, await bannerPicture(banner)));
    }
  }

  /** Waits for the picture of this file key (`catalog/x_400.jpg`) to exist; undefined when none is pending. */
  ready(key: string): Promise<void> | undefined {
    return this.pending.get(key)?.();
  }

  /**
   * Draws every picture not on disk yet, two at a time; answers how many this call drew. One that fails does
   * not stop the others; the first failure is thrown at the end (its files stay missing: a 404).
   */
  async drawAll(): Promise<number> {
    const before = this.count;
    const draws = [...new Set(this.pending.values())];
    const failures: unknown[] = [];
    let next = 0;
    const worker = async () => {
      while (next < draws.length) await draws[next++]?.().catch((error: unknown) => failures.push(error));
    };
    await Promise.all([worker(), worker()]);
    if (failures.length > 0) throw failures[0];
    return this.count - before;
  }

  private keyOf = (url: string) => url.replace(/^\/uploads\//, '');
  private fileOf = (url: string) => join(this.uploadsDir, this.keyOf(url));

  /**
   * A drawing of the files `keys`, run at most once however many ask, and not at all when its last file
   * (`lastFile`) is on disk already. Done (or failed), its keys are no longer pending.
   */
  private add(keys: string[], lastFile: string, draw: () => Promise<void>): void {
    let started: Promise<void> | undefined;
    const once = () => {
      started ??= (existsSync(lastFile) ? Promise.resolve() : draw().then(() => void this.count++)).finally(
        () => {
          for (const key of keys) this.pending.delete(key);
        },
      );
      return started;
    };
    for (const key of keys) this.pending.set(key, once);
  }
}

/**
 * Draws the catalogue pictures that are not on disk yet under `uploadsDir` and answers how many it drew
 * (the catalogue seed's command waits for them; the server uses CatalogPictures and draws them later).
 */
export async function renderCatalogImages(
  uploadsDir: string,
  specs: ImageSpec[],
  banners: BannerSpec[],
): Promise<number> {
  return new CatalogPictures(uploadsDir, specs, banners).drawAll();
}
