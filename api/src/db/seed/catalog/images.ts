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
  await mkdir(dirname(path), { recursive: true });
  // Decode once to raw pixels; each size is then a resize of the same pixels.
  const { data, info } = await sharp(rendered).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (const width of IMAGE_WIDTHS) {
    const out = await sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    })
      .resize(width, width, { fit: 'cover' })
      .jpeg({ quality: width === 800 ? 84 : 80 })
      .toBuffer();
    const target = sizedPath(path, width);
    await writeFile(`${target}.tmp`, out);
    await rename(`${target}.tmp`, target);
  }
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

async function runPool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * Renders the pictures that are not on disk yet under `uploadsDir` (which is served as /uploads). Runs once
 * per installation: later starts find every file and return at once.
 */
export async function renderCatalogImages(
  uploadsDir: string,
  specs: ImageSpec[],
  banners: BannerSpec[],
): Promise<number> {
  const fileOf = (url: string) => join(uploadsDir, url.replace(/^\/uploads\//, ''));
  const unique = [...new Map(specs.map((s) => [s.url, s])).values()];
  const missing = unique.filter((s) => !existsSync(sizedPath(fileOf(s.url), 100)));
  await runPool(missing, 4, async (spec) => writeSizes(fileOf(spec.url), await picture(spec)));
  const missingBanners = banners.filter((b) => !existsSync(fileOf(b.url)));
  await runPool(missingBanners, 2, async (banner) => {
    const path = fileOf(banner.url);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, await bannerPicture(banner));
  });
  return missing.length + missingBanners.length;
}
