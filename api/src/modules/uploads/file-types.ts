/** What a file really is, read from its first bytes (magic numbers), whatever its name says. */
export type SniffedType = 'jpg' | 'png' | 'gif' | 'mp4';

export const CONTENT_TYPES: Record<SniffedType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO base media brands of MP4 video; HEIC/AVIF pictures share the box layout and are not video. */
const MP4_BRANDS = /^(isom|iso[2-9]|mp4[12]|mp71|avc1|dash|M4V |MSNV|mmp4)$/;

const startsWith = (buffer: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buffer[at + i] === b);

export function sniffFileType(buffer: Buffer): SniffedType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buffer, PNG)) return 'png';
  const head = buffer.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (buffer.length >= 12 && buffer.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = buffer.subarray(8, 12).toString('latin1');
    if (MP4_BRANDS.test(brand)) return 'mp4';
  }
  return null;
}
