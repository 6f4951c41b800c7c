import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/**
 * What the client takes, br before gzip, from its Accept-Encoding; null for neither (or `q=0` on both). A
 * plain reading of the header: no wildcard, as browsers send the names.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** A text compressed in zlib's thread pool (never on the event loop); `quality` is brotli's. */
export function compressText(encoding: Encoding, text: string, quality: number): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
    : gzipAsync(text);
}
