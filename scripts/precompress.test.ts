import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script
import { precompressFile } from './precompress.mjs';

const dir = mkdtempSync(join(tmpdir(), 'dropmall-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the build compresses its text assets once', () => {
  it('writes a .br and a .gz that decompress to the file', async () => {
    const file = join(dir, 'app.js');
    const body = 'export const hello = "dropmall";\n'.repeat(200);
    writeFileSync(file, body);
    expect(await precompressFile(file)).toEqual([`${file}.br`, `${file}.gz`]);
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(gunzipSync(gz).toString()).toBe(body);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('leaves a file under 1 KB plain', async () => {
    const file = join(dir, 'tiny.css');
    writeFileSync(file, 'a{color:red}'.repeat(20));
    expect(await precompressFile(file)).toEqual([]);
    expect(existsSync(`${file}.br`)).toBe(false);
  });

  it('writes no copy that would be larger than the file', async () => {
    const file = join(dir, 'random.json');
    // Random bytes do not compress: both formats would only add their headers.
    writeFileSync(file, randomBytes(4096));
    expect(await precompressFile(file)).toEqual([]);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
