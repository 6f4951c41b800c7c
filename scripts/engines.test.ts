import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script
import { enginesProblems } from './engines.mjs';

/*
 * The Node versions package.json's engines names are supported by every installed package (issue 36, item 8):
 * `npm install` printed 15 EBADENGINE lines on the Node CI runs, and only warned.
 */

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A project laid out like this one: its package.json and installed packages, by path. */
function project(engines: string, packages: Record<string, string | undefined>): string {
  const dir = mkdtempSync(join(tmpdir(), 'engines-'));
  made.push(dir);
  const write = (path: string, json: object) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(json));
  };
  write('package.json', { name: 'p', engines: { node: engines }, workspaces: ['api'] });
  for (const [path, node] of Object.entries(packages)) {
    const name = path.split('node_modules/').at(-1) ?? path;
    write(join(path, 'package.json'), { name, version: '1.0.0', ...(node ? { engines: { node } } : {}) });
  }
  return dir;
}

describe('engines', () => {
  it('this repository: every installed package supports every Node version package.json names', async () => {
    expect(enginesProblems(root)).toEqual([]);
    const { stdout } = await run('node', [join(root, 'scripts/engines.mjs')]);
    expect(stdout).toContain('every installed package supports node');
  });

  it('names a package, nested or in a workspace, that wants a newer Node than package.json names', () => {
    const dir = project('^20.19.0 || >=22.12.0', {
      'node_modules/old-enough': '>=18',
      'node_modules/no-engines': undefined,
      'node_modules/@scope/fine': '^20.19.0 || >=22.12.0',
      'node_modules/a/node_modules/cookie': '>=22',
      'api/node_modules/sanitize-html': '>=22.12.0',
      'node_modules/twenty-only': '20',
    });
    expect([...enginesProblems(dir)].sort()).toEqual(
      [
        'cookie@1.0.0 (node_modules/a/node_modules/cookie) wants node >=22',
        'twenty-only@1.0.0 (node_modules/twenty-only) wants node 20',
        'sanitize-html@1.0.0 (api/node_modules/sanitize-html) wants node >=22.12.0',
      ].sort(),
    );
  });

  it('fails the command (CI) with the list, and when the running Node is not one named', async () => {
    const failed = await run('node', [
      join(root, 'scripts/engines.mjs'),
      project('^20.19.0', { 'node_modules/c': '>=22' }),
    ]).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('c@1.0.0 (node_modules/c) wants node >=22');

    const otherNode = await run('node', [join(root, 'scripts/engines.mjs'), project('>=99', {})]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect((otherNode as { stderr: string }).stderr).toContain(`this Node (${process.version}) is not one`);
  });
});
