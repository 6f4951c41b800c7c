import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE } from '@dropmall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

/**
 * Every call path the two spec documents name exists in our API (its OpenAPI document). The paths are read
 * from the documents' "calls" sections as written there: a list such as "/role/list, /save, delete" names
 * /role/list, /role/save and /role/delete (a bare word is a sibling of the last path; a leading-slash word
 * after a full path is one too); "{ids}" or "(JSON)" after a path is its payload, not part of it.
 */
const SPEC_DIR = join(import.meta.dirname, '../../../docs/spec');

function callsSection(file: string): string {
  const text = readFileSync(join(SPEC_DIR, file), 'utf8');
  const start = text.indexOf('## 7. The calls it makes');
  const end = text.indexOf('\n## 8.', start);
  if (start < 0 || end < 0) throw new Error(`${file}: no "7. The calls it makes" section`);
  return text.slice(start, end);
}

function specCallPaths(section: string): string[] {
  const paths = new Set<string>();
  const sentences = section
    .replace(/\{[^}]*\}|\([^)]*\)/g, '') // payloads: "{ids}", "(JSON)", "(returns model.list)"
    .split(/\.\s+|\.$|\n/);
  for (const sentence of sentences.filter((s) => s.includes('/'))) {
    // A group is one path's family: "; " starts a new one.
    for (const group of sentence.split(/;\s*/)) {
      let parent: string | null = null;
      for (const raw of group.split(/,\s*|\s+and\s+/)) {
        const token = raw.replace(/^[^/]*?(?=\/)/, '').trim(); // "- POST /role/list", "Api: /api/..."
        // A path ends at a space or colon: "/getMoblieMessage: payloads not shown".
        const full = /^\/[A-Za-z][\w/]*(?=$|[\s:])/.exec(token)?.[0];
        if (full && (full.split('/').length > 2 || parent === null)) {
          paths.add(full);
          parent = full.slice(0, full.lastIndexOf('/'));
        } else if (full && parent !== null) {
          paths.add(`${parent}${full}`); // "/save" after "/businessUser/list"
        } else if (parent !== null && /^[A-Za-z]\w*$/.test(token)) {
          paths.add(`${parent}/${token}`);
        } else {
          parent = null; // prose: what follows is no sibling
        }
      }
    }
  }
  return [...paths].sort();
}

describe("the spec's calls", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const calls = [
    ...specCallPaths(callsSection('000_ac8e9e7da3435f66.txt')),
    ...specCallPaths(callsSection('001_62b700facca2879f.txt')),
  ];

  it('reads a path family the way the documents write it', () => {
    expect(specCallPaths('- POST /businessUser/list, /save, delete; GET /businessUser/info.')).toEqual([
      '/businessUser/delete',
      '/businessUser/info',
      '/businessUser/list',
      '/businessUser/save',
    ]);
    expect(
      specCallPaths('- /api/message/setRead {ids}, /api/message/list. Counts come with type and num.'),
    ).toEqual(['/api/message/list', '/api/message/setRead']);
    expect(
      specCallPaths('- POST /businessLogin and POST /getMoblieMessage (login and a code): not shown.'),
    ).toEqual(['/businessLogin', '/getMoblieMessage']);
  });

  it('are all in our API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    const ours = new Set(Object.keys(doc.paths));
    const missing = [...new Set(calls)].filter((path) => !ours.has(`${API_BASE}${path}`));
    expect(missing).toEqual([]);
    // The documents name 78 distinct calls; fewer means the reading above broke, not that the spec shrank.
    expect(new Set(calls).size).toBe(78);
  });
});
