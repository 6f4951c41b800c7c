import sharp from 'sharp';
import type { SniffedType } from './file-types';

/** The smaller copies every stored picture has beside it (`x.png` -> `x_400.png`, see `imageSize()`). */
export const THUMBNAIL_WIDTHS = [400, 100] as const;

export const thumbnailKey = (key: string, width: number) => key.replace(/\.(\w+)$/, `_${width}.$1`);

/**
 * Decodes the picture (a file with a right header but broken pixels fails here, before anything is stored)
 * and renders its thumbnails in the same format, square-cropped like the catalogue's.
 */
export async function renderThumbnails(
  picture: Buffer,
  type: Exclude<SniffedType, 'mp4'>,
): Promise<{ width: number; body: Buffer }[]> {
  const meta = await sharp(picture).metadata();
  if (!meta.width || !meta.height) throw new Error('no picture size');
  return Promise.all(
    THUMBNAIL_WIDTHS.map(async (width) => ({
      width,
      body: await sharp(picture)
        .rotate()
        .resize(width, width, { fit: 'cover' })
        .toFormat(type === 'jpg' ? 'jpeg' : type)
        .toBuffer(),
    })),
  );
}
