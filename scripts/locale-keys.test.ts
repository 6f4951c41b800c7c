import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../web/src/locales/en.json';
import policy from '../web/src/locales/policy/en.json';

/**
 * A text in the locales that no page asks for is a text nobody reads, translates or keeps true (the mall's
 * "coming soon" messages outlived the features they stood for). A key counts as asked for when the app's
 * sources hold it as a string, or hold a template whose fixed start it begins with (`stores.states.${s}`).
 */
const WEB_SRC = join(import.meta.dirname, '../web/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(path, 'utf8')]
      : [];
  });
}

/** Leaf keys as i18next asks for them: plural forms by their base key, array items by their array. */
function keys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [path];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => keys(item, path ? `${path}.${key}` : key));
  }
  return [path.replace(/_(zero|one|two|few|many|other)$/, '')];
}

/** Every string literal of the sources, and the fixed start of every template with a placeholder. */
function askedFor(code: string[]): { exact: Set<string>; starts: string[] } {
  const exact = new Set<string>();
  const starts: string[] = [];
  for (const text of code) {
    // Quoted strings are looked for everywhere, templates' placeholders included (`${t('a.b')} ...`).
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) exact.add(match[1] ?? match[2] ?? '');
    for (const match of text.matchAll(/`([^`]*)`/g)) {
      const literal = match[1] ?? '';
      const placeholder = literal.indexOf('${');
      if (placeholder === -1) exact.add(literal);
      else if (literal.slice(0, placeholder).includes('.')) starts.push(literal.slice(0, placeholder));
    }
  }
  return { exact, starts };
}

describe('locale keys', () => {
  it('are each asked for by the web app', () => {
    const { exact, starts } = askedFor(sources(WEB_SRC));
    // The policy pages' namespace is asked for without its name (`useTranslation('policy')`, `t('refund.title')`).
    const unused = [...new Set([...keys(en), ...keys(policy)])].filter(
      (key) => !exact.has(key) && !starts.some((start) => key.startsWith(start)),
    );
    expect(unused).toEqual([]);
  });
});
