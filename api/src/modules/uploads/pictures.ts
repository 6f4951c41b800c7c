import { IMAGE_MAX_PIXELS, ResultCode } from '@dropmall/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError, badRequest } from '../../http/errors';
import type { SniffedType } from './file-types';

/** The smaller copies every stored picture has beside it (`x.png` -> `x_400.png`, see `imageSize()`). */
export const THUMBNAIL_WIDTHS = [400, 100] as const;

export const thumbnailKey = (key: string, width: number) => key.replace(/\.(\w+)$/, `_${width}.$1`);

type PictureType = Exclude<SniffedType, 'mp4'>;

/** What is stored: the picture as we decoded it, and its thumbnails, all in the uploaded format. */
export interface PreparedPicture {
  original: Buffer;
  thumbnails: { width: number; body: Buffer }[];
}

const FORMAT = { jpg: 'jpeg', png: 'png', gif: 'gif' } as const;

/**
 * Reads the size from the header alone (nothing decoded yet) and refuses a picture over 40 megapixels,
 * all frames of an animation counted: a small file can hold a huge bitmap (a 31 KB PNG of 16000 x 16000).
 */
async function checkedSize(picture: Buffer): Promise<{ pages: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(picture).metadata();
  } catch {
    throw badRequest('imageUnreadable');
  }
  const { width, height } = meta;
  if (!width || !height) throw badRequest('imageUnreadable');
  const pages = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? height;
  if (width * frameHeight * pages > IMAGE_MAX_PIXELS) {
    const params = { width, height: frameHeight, frames: pages };
    throw new AppError(413, ResultCode.tooLarge, pages > 1 ? 'imagePixelsAnimated' : 'imagePixels', params);
  }
  return { pages };
}

/**
 * Decodes the picture and encodes it again in its own format, so what is served is what we decoded: no
 * metadata (EXIF, GPS, comments) and nothing hidden after the image data. JPEG and PNG are turned upright
 * by their EXIF orientation first; a GIF keeps its frames. Then the square thumbnails (the 100 px one from
 * the 400 px one). sharp runs in its own threads; `limitInputPixels` stops the decoder at the same limit
 * should a header lie. A file with a right header but broken pixels fails here, before anything is stored.
 */
export async function preparePicture(picture: Buffer, type: PictureType): Promise<PreparedPicture> {
  const { pages } = await checkedSize(picture);
  const input = (animated: boolean) => sharp(picture, { limitInputPixels: IMAGE_MAX_PIXELS, animated });
  const upright = (image: Sharp) => (type === 'gif' ? image : image.rotate());
  const format = FORMAT[type];
  try {
    const original = await upright(input(type === 'gif' && pages > 1))
      .toFormat(format, format === 'jpeg' ? { quality: 90 } : {})
      .toBuffer();
    const large = await upright(input(false))
      .resize(THUMBNAIL_WIDTHS[0], THUMBNAIL_WIDTHS[0], { fit: 'cover' })
      .toFormat(format)
      .toBuffer();
    const small = await sharp(large)
      .resize(THUMBNAIL_WIDTHS[1], THUMBNAIL_WIDTHS[1], { fit: 'cover' })
      .toFormat(format)
      .toBuffer();
    return {
      original,
      thumbnails: [
        { width: THUMBNAIL_WIDTHS[0], body: large },
        { width: THUMBNAIL_WIDTHS[1], body: small },
      ],
    };
  } catch {
    throw badRequest('imageUnreadable');
  }
}
