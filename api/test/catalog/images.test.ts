import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../src/config';
import { renderCatalogImages } from '../../src/db/seed/catalog/images';
import { demoImageSpecs } from '../../src/db/seed/demo-catalog';
import { createTestApp, type TestApp } from '../support/app';
import { get } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

describe('catalogue pictures', () => {
  it('are drawn once in three widths and served with a long cache', async () => {
    const specs = demoImageSpecs();
    const sample = [specs.find((s) => s.style === 'shot'), specs.find((s) => s.style === 'lineup')].filter(
      (s) => s !== undefined,
    );
    const dir = uploadsDir(t.config);
    expect(await renderCatalogImages(dir, sample, [])).toBe(2);
    expect(await renderCatalogImages(dir, sample, [])).toBe(0);
    const url = sample[0]?.url ?? '';
    for (const [suffix, width] of [
      ['', 800],
      ['_400', 400],
      ['_100', 100],
    ] as const) {
      const path = join(dir, url.replace('/uploads/', '').replace('.jpg', `${suffix}.jpg`));
      expect(existsSync(path), path).toBe(true);
      expect((await sharp(path).metadata()).width).toBe(width);
    }
    const res = await get(t.app, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect((await get(t.app, '/uploads/catalog/missing.jpg')).statusCode).toBe(404);
    // A path that climbs out of /uploads never reaches a file outside it.
    for (const url of [
      '/uploads/../../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/..%2f..%2fpackage.json',
    ]) {
      const climb = await get(t.app, url);
      expect(climb.body, url).not.toContain('"workspaces"');
      expect(
        climb.statusCode === 404 ||
          climb.statusCode === 403 ||
          String(climb.headers['content-type']).includes('html'),
        url,
      ).toBe(true);
    }
  });
});
