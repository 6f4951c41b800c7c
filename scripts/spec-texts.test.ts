import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every text the two spec documents quote ('...') is one of ours: in the web's locales, the contract's
 * message catalogues or the API's texts. Our placeholders ({x}, {{x}}) stand for anything; the spec writes a
 * number as N ('Ns to resend'). Fragments of prose caught between two quotes are not texts.
 */
const ROOT = join(import.meta.dirname, '..');
const SPEC_FILES = ['docs/spec/000_ac8e9e7da3435f66.txt', 'docs/spec/001_62b700facca2879f.txt'];
/** Quoted words that are values on the wire, not texts a user reads. */
const NOT_TEXTS = new Set(['true']);

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ext);
    return ext.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function quotedTexts(spec: string): string[] {
  const found = [...spec.matchAll(/'([^'\n]{2,90})'/g)].map((m) => m[1] ?? '');
  // A fragment between two quotes starts with a space or punctuation: "' (warning otherwise), then ...'".
  return [...new Set(found.filter((t) => /^[\p{L}\p{N}]/u.test(t) && !NOT_TEXTS.has(t)))].sort();
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does one of our strings say this spec text (placeholders aside)? */
function saysIt(ours: string[], specText: string): boolean {
  const wanted = specText.toLowerCase().replace(/^n(?=s\b)/, '#');
  return ours.some((text) => {
    const parts = text.toLowerCase().split(/\{\{?\w+\}?\}/);
    // Without placeholders, our text may say more around it; with them, it must say exactly this.
    if (parts.length === 1) return parts[0]?.includes(wanted) ?? false;
    return new RegExp(`^${parts.map(literal).join('(?:#|[\\p{L}\\p{N}.]+)')}$`, 'u').test(wanted);
  });
}

/** Every string literal of our text sources, and every value of the locales. */
function ourTexts(): string[] {
  const values: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') values.push(v);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  for (const lang of ['en', 'zh'])
    walk(JSON.parse(readFileSync(join(ROOT, `web/src/locales/${lang}.json`), 'utf8')));
  for (const file of [
    ...filesUnder(join(ROOT, 'contract/src'), /\.ts$/),
    ...filesUnder(join(ROOT, 'api/src'), /\.ts$/),
  ])
    for (const m of readFileSync(file, 'utf8').matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g))
      values.push(m[1] ?? m[2] ?? '');
  return values.filter((v) => v.length > 1);
}

describe("the spec's quoted texts", () => {
  it('reads texts, not the prose between two quotes', () => {
    expect(quotedTexts("tick 'I agree' (warning otherwise), then 'Go on' and success 'true'.")).toEqual([
      'Go on',
      'I agree',
    ]);
  });

  it("matches our placeholders and the spec's N", () => {
    expect(saysIt(['{{n}}s to resend'], 'Ns to resend')).toBe(true);
    expect(saysIt(['image size cannot exceed {size}MB'], 'image size cannot exceed 1MB')).toBe(true);
    expect(saysIt(['image size cannot exceed {size}MB'], 'video cannot exceed 50M')).toBe(false);
  });

  it('are all ours', () => {
    const ours = ourTexts();
    const texts = SPEC_FILES.flatMap((file) => quotedTexts(readFileSync(join(ROOT, file), 'utf8')));
    expect(texts.filter((text) => !saysIt(ours, text))).toEqual([]);
    expect(new Set(texts).size).toBeGreaterThanOrEqual(45);
  });
});
