import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductSearchQuery } from './catalog';
import { readSearchParam, type SearchParam } from './catalog-rules';
import { ID_MAX } from './constants';

const PARAMS: SearchParam[] = [
  'categoryId',
  'category2Id',
  'category3Id',
  'title',
  'sku',
  'tagId',
  'warehouse',
  'newest',
  'sortIndex',
  'current',
];

/** What the server's schema makes of one field's text; '' (a blank search) counts as absent. */
function serverReads(name: SearchParam, raw: string): unknown {
  const parsed = ProductSearchQuery.shape[name].safeParse(raw);
  return parsed.success && parsed.data !== '' ? parsed.data : undefined;
}

// Texts near every edge the rules have: blanks, signs, exponents, hex, the bounds, spaces, long texts.
const edgy = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'undefined',
    'null',
    '0',
    '-0',
    '1',
    '5',
    '6',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 7 ',
    'Infinity',
    'NaN',
    '30',
    '31',
    '100000',
    '100001',
    String(ID_MAX),
    String(ID_MAX + 1),
    '9007199254740993',
    'x'.repeat(64),
    'x'.repeat(65),
    `  ${'y'.repeat(100)}  `,
    'y'.repeat(101),
  ),
  fc.integer({ min: -10, max: 200_000 }).map(String),
  fc.string({ maxLength: 120 }),
  fc.stringMatching(/^\s*[+-]?\d{0,11}(\.\d{0,2})?(e\d)?\s*$/),
);

describe('readSearchParam', () => {
  it('reads every field of a product search as the server does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PARAMS), edgy, (name, raw) => {
        expect(readSearchParam(name, raw)).toEqual(serverReads(name, raw));
      }),
      { numRuns: 5_000 },
    );
  });

  it('gives the defaults for blank paging and sorting, and nothing for an invalid id', () => {
    expect(readSearchParam('sortIndex', '')).toBe(0);
    expect(readSearchParam('current', '')).toBe(1);
    expect(readSearchParam('categoryId', '0')).toBeUndefined();
    expect(readSearchParam('title', '  shoes ')).toBe('shoes');
  });
});
