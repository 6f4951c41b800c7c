import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script
import { WORK_FILES } from './api-build.mjs';

const root = resolve(import.meta.dirname, '..');

/** Every module of api/src that runs on a worker thread: the ones a `workFile(import.meta.url, name)` call names. */
function workFilesInSources(): string[] {
  const dir = join(root, 'api/src');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/\bworkFile\(import\.meta\.url, '([^']+)'\)/g)].map(
        (call) => relative(root, join(dir, dirname(file), `${call[1]}.ts`)),
      ),
    )
    .sort();
}

/*
 * The built API runs work files as modules of their own beside main.mjs (adapters/threads/run-worker.ts): one
 * missing from the build's list would work from source and in every test, and fail only in production.
 */
describe('work files', () => {
  it('are each built as a file of their own', () => {
    const found = workFilesInSources();
    expect(found).toContain('api/src/db/pglite-worker.ts');
    expect([...(WORK_FILES as string[])].sort()).toEqual(found);
  });
});
