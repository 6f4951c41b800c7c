import { z } from 'zod';

/** Upload limits and the checks the client makes before sending a file (spec 000 §5, §9; spec 001 §5, §9). */

export const MB = 1024 * 1024;
/** Pictures in general (the upload control of the back office). */
export const IMAGE_MAX_BYTES = 4 * MB;
/** Pictures on the AddProduct page. */
export const PRODUCT_IMAGE_MAX_BYTES = 1 * MB;
/** The display image's tip: under 128 KB (a tip only; the page enforces 1 MB). */
export const DISPLAY_IMAGE_TIP_BYTES = 128 * 1024;
export const VIDEO_MAX_BYTES = 52_428_800;
/** The most pixels a picture may have (all frames of an animated GIF together): 40 megapixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * Our stored files (/uploads/...) or an object-storage address; no spaces, quotes or angle brackets. Here, not
 * with the product submission, so the settlement form (accounts) does not pull the product rules along.
 */
export const FILE_URL_PATTERN = /^(\/uploads\/|https?:\/\/)[^\s"'<>\\]+$/;
/** Carousel and detail pictures of one product. */
export const PRODUCT_IMAGE_MAX_COUNT = 99;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const VIDEO_EXTENSIONS = ['mp4'] as const;

export type UploadKind = 'image' | 'video';

/** The API paths of the two uploads (our design; the spec names an upload endpoint and a video one). */
export const UPLOAD_PATHS: Record<UploadKind, string> = {
  image: '/upload/image',
  video: '/upload/video',
};

/** The message key a file breaks before it is sent, or null when it may go. Extensions in any case. */
export function clientUploadProblem(
  file: { name: string; size: number },
  kind: UploadKind,
  maxBytes: number = kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES,
): 'imageType' | 'imageTooLarge' | 'videoType' | 'videoTooLarge' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed: readonly string[] = kind === 'image' ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS;
  if (!file.name.includes('.') || !allowed.includes(extension))
    return kind === 'image' ? 'imageType' : 'videoType';
  if (file.size > maxBytes) return kind === 'image' ? 'imageTooLarge' : 'videoTooLarge';
  return null;
}

/** Where a picture is for: product pictures have their own limits. */
export const UploadScopeQuery = z.object({ scope: z.enum(['general', 'product']).default('general') });

/** What an upload answers: where the stored file is served. */
export const UploadedFile = z.object({ url: z.string() });
export type UploadedFile = z.infer<typeof UploadedFile>;
