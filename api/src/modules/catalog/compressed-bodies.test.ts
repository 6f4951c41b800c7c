import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../http/encoding';
import { CompressedBodies } from './compressed-bodies';

describe('chooseEncoding', () => {
  it('takes br before gzip, honours q=0, and answers null for neither', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0.000')).toBeNull();
  });
});

describe('CompressedBodies', () => {
  it('compresses an answer once per encoding, for requests at the same time too', async () => {
    const bodies = new CompressedBodies(1024 * 1024);
    const json = JSON.stringify({
      records: Array.from({ length: 200 }, (_, id) => ({ id, title: 'Kettle' })),
    });
    const [a, b] = await Promise.all([bodies.get('W/"t1"', 'br', json), bodies.get('W/"t1"', 'br', json)]);
    expect(a).toBe(b);
    expect(await bodies.get('W/"t1"', 'br', json)).toBe(a);
    expect(brotliDecompressSync(a).toString()).toBe(json);
    const gz = await bodies.get('W/"t1"', 'gzip', json);
    expect(gunzipSync(gz).toString()).toBe(json);
    expect(a.length).toBeLessThan(json.length / 5);
  });
});
