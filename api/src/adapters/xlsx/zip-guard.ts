import { inflateRawSync } from 'node:zlib';

/** Why an uploaded zip (an .xlsx is one) is refused before anything unpacks it for real. */
export type ZipRefusal = 'notZip' | 'inflatesTooMuch';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The End Of Central Directory record: in the last 22 bytes, or before a comment of up to 64 KB. */
function endRecord(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/**
 * Checks that a zip unpacks to at most `maxBytes` in all, by inflating every entry with a hard cap (zlib's
 * maxOutputLength), whatever sizes the file declares: a small upload cannot blow up into gigabytes of XML in
 * the spreadsheet reader (a zip bomb). Answers null when it is fine, else why not. Costs one inflate of a file
 * that is at most a megabyte.
 */
export function checkZip(zip: Buffer, maxBytes: number): ZipRefusal | null {
  try {
    if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL) return 'notZip';
    const end = endRecord(zip);
    if (end < 0) return 'notZip';
    const entries = zip.readUInt16LE(end + 10);
    const directorySize = zip.readUInt32LE(end + 12);
    let at = zip.readUInt32LE(end + 16);
    // The directory must be whole and end right at its record, as one of a megabyte does: the unzipper
    // (JSZip, under ExcelJS) reads every entry it finds there whatever the record counts, and shifts offsets
    // when bytes sit in between, so a record that under-counts would hide entries from this check. ZIP64
    // marks (0xffff, 0xffffffff) have no place in such a file either.
    if (entries === 0xffff || zip.readUInt16LE(end + 8) !== entries) return 'notZip';
    if (at + directorySize !== end) return 'notZip';
    let budget = maxBytes;
    let seen = 0;
    while (at < end) {
      if (zip.readUInt32LE(at) !== CENTRAL) return 'notZip';
      seen++;
      const method = zip.readUInt16LE(at + 10);
      const packed = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (packed === 0xffffffff || local === 0xffffffff) return 'notZip';
      if (zip.readUInt32LE(local) !== LOCAL) return 'notZip';
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + packed);
      if (data.length !== packed) return 'notZip';
      let size: number;
      if (method === 0) size = packed;
      else if (method === 8) size = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      else return 'notZip';
      budget -= size;
      if (budget < 0) return 'inflatesTooMuch';
    }
    if (at !== end || seen !== entries) return 'notZip';
    return null;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'inflatesTooMuch';
    return 'notZip';
  }
}
