import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, waitingForPending } from '../../src/adapters/storage';
import { uploadsDir } from '../../src/config';
import { CatalogPictures } from '../../src/db/seed/catalog/images';
import { DEMO_BANNERS, demoImageSpecs } from '../../src/db/seed/demo-catalog';
import { createTestApp, type TestApp } from '../support/app';
import { get } from '../support/http';

/*
 * Issue 19 (first start): the demo catalogue's pictures are drawn after the server is ready. A request, or a
 * reader of the storage (the product zip, the export), that needs one before then waits for that one.
 */

const specs = demoImageSpecs();
const shot = specs.find((s) => s.style === 'shot');
const lineup = specs.find((s) => s.style === 'lineup');
const sample = [shot, lineup].filter((s) => s !== undefined);
const banners = DEMO_BANNERS.slice(0, 1);
const keyOf = (url: string, suffix = '') => url.replace('/uploads/', '').replace('.jpg', `${suffix}.jpg`);

let t: TestApp;
let pictures: CatalogPictures;
beforeAll(async () => {
  // The app asks the pictures object made below, once the test app's uploads directory is known.
  t = await createTestApp({}, { pendingFiles: { ready: (key) => pictures.ready(key) } });
  pictures = new CatalogPictures(uploadsDir(t.config), sample, banners);
  await t.app.ready();
});
afterAll(() => t.close());

describe('demo pictures drawn after the start', () => {
  it('are drawn when first asked for, once for all their sizes, then served as files', async () => {
    const url = shot?.url ?? '';
    const path = join(uploadsDir(t.config), keyOf(url, '_400'));
    expect(existsSync(path)).toBe(false);
    // Every size of one picture waits for the same drawing.
    expect(pictures.ready(keyOf(url))).toBe(pictures.ready(keyOf(url, '_100')));

    const answers = await Promise.all([
      get(t.app, `${url.replace('.jpg', '_400.jpg')}?v=1`),
      get(t.app, url),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
    expect((await sharp(path).metadata()).width).toBe(400);
    // Drawn: no longer pending, and the rest (one picture, one banner) is left for drawAll.
    expect(pictures.ready(keyOf(url))).toBeUndefined();
    expect(await pictures.drawAll()).toBe(2);
    expect((await get(t.app, banners[0]?.url ?? '')).statusCode).toBe(200);
  });

  it('are not drawn again by a later start, and what is not a demo picture is never pending', async () => {
    const later = new CatalogPictures(uploadsDir(t.config), sample, banners);
    expect(await later.drawAll()).toBe(0);
    expect(later.ready(keyOf(shot?.url ?? ''))).toBeUndefined();
    expect(pictures.ready('catalog/missing.jpg')).toBeUndefined();
    expect((await get(t.app, '/uploads/catalog/missing.jpg')).statusCode).toBe(404);
    // A path whose escapes are broken is the visitor's mistake, not the server's.
    expect((await get(t.app, '/uploads/catalog/%E0%A4%A.jpg')).statusCode).toBeLessThan(500);
  });

  it('are waited for by the storage readers (the zip and export builders)', async () => {
    const dir = join(uploadsDir(t.config), '..', 'other');
    const fresh = new CatalogPictures(join(dir, 'uploads'), sample, []);
    const storage = waitingForPending(createStorage({ DATA_DIR: dir }), fresh);
    const key = keyOf(lineup?.url ?? '', '_100');
    expect(await storage.exists(key, 'public')).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.open(key, 'public')) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).width).toBe(100);
  });
});
