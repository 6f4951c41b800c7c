import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textCatalogues } from './texts';

/** Every entry of a catalogue, by its path: a leaf is an object with string `en` and `zh`. */
function entries(node: unknown, path: string): Array<[string, unknown]> {
  if (typeof node === 'object' && node !== null && ('en' in node || 'zh' in node)) return [[path, node]];
  if (typeof node !== 'object' || node === null) return [[path, node]];
  return Object.entries(node).flatMap(([key, child]) => entries(child, `${path}.${key}`));
}

/** The `{name}` placeholders of a text; `{titleEn}` and `{titleZh}` count as the same one in each language. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => (m[1] ?? '').replace(/(En|Zh)$/, '')).sort();

describe('server text catalogues', () => {
  const all = Object.entries(textCatalogues).flatMap(([name, catalogue]) => entries(catalogue, name));

  it('give every text in both languages, with the same placeholders', () => {
    expect(all.length).toBeGreaterThan(200);
    const broken = all.filter(([, text]) => {
      const { en, zh } = (text ?? {}) as { en?: unknown; zh?: unknown };
      if (typeof en !== 'string' || typeof zh !== 'string' || en.trim() === '' || zh.trim() === '')
        return true;
      return placeholders(en).join() !== placeholders(zh).join();
    });
    expect(broken.map(([path]) => path)).toEqual([]);
  });

  it('register every module that has a texts.ts', () => {
    const modules = join(__dirname, 'modules');
    const withTexts = readdirSync(modules, { withFileTypes: true })
      .filter((d) => d.isDirectory() && readdirSync(join(modules, d.name)).includes('texts.ts'))
      .map((d) => d.name);
    expect(Object.keys(textCatalogues)).toEqual(expect.arrayContaining(withTexts));
  });
});
