import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp | undefined;
afterAll(() => t?.close());

it('a starting server removes the partial export a killed process left, and keeps the finished one', async () => {
  t = await createTestApp();
  const exportsDir = resolve(t.config.DATA_DIR, 'files/exports');
  await mkdir(exportsDir, { recursive: true });
  const left = join(exportsDir, '7.zip.0f0f.part');
  const finished = join(exportsDir, '6.zip');
  await writeFile(left, 'half a zip');
  await writeFile(finished, 'a whole zip');
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  await utimes(left, yesterday, yesterday);
  await utimes(finished, yesterday, yesterday);

  await t.app.ready();
  await expect.poll(() => existsSync(left)).toBe(false);
  expect(existsSync(finished)).toBe(true);
});
