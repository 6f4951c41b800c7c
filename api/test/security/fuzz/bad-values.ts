import fc from 'fast-check';

/** Numbers at and past every edge an id, a count or an amount meets (int32, 2^53), and below zero. */
const numberEdges = fc.constantFrom(
  0,
  -1,
  -2147483648,
  -2147483649,
  2147483647,
  2147483648,
  4294967296,
  9007199254740991,
  '9007199254740993',
  1e308,
  -1e308,
  1.5,
  0.000001,
  '2147483648',
  '-1',
  '99999999999999999999999',
  '1e400',
  'NaN',
  'Infinity',
  '-0',
  '0x1F',
  '1,5',
);

/** Texts that break careless code: NUL bytes, lone surrogates, other scripts, markup, very long ones. */
const textEdges = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFFx',
    '😀🇧🇷',
    'مرحبا',
    '中文名称',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '2026-02-30',
    '0000-00-00',
    'null',
    'true',
    'a'.repeat(10_000),
    '9'.repeat(400),
    'x'.repeat(70_000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map((t) => `${t}\u0000`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Values of the wrong type wherever they land. */
const wrongTypes = fc.constantFrom(null, true, false, [], {}, [1, 2], { id: 1 }, [{}], '[]', '{}');

export const edgeValue: fc.Arbitrary<unknown> = fc.oneof(numberEdges, textEdges, wrongTypes);

/** Any bad value: an edge value, random junk, or a small array or object where a scalar belongs. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: edgeValue },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double()) },
  { weight: 1, arbitrary: fc.array(edgeValue, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), edgeValue, { maxKeys: 3 }) },
);

/** A bad value in place of a good one, mostly of the kind that hurts that type most. */
export function badInsteadOf(current: unknown): fc.Arbitrary<unknown> {
  if (typeof current === 'number') return fc.oneof({ weight: 3, arbitrary: numberEdges }, badValue);
  if (typeof current === 'string') return fc.oneof({ weight: 3, arbitrary: textEdges }, badValue);
  return badValue;
}

/** JSON text a paramJson field should not carry. */
export const malformedJson = fc.constantFrom(
  '{',
  '{"id":1',
  '[1,2',
  'not json',
  "{'id':1}",
  '{"id":1e999}',
  '{"id":9007199254740993}',
  '{"id":-1}',
  '{"id":"1"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  'null',
  '""',
  '[]',
  '[{}]',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '{"a":"\\u0000"}',
);
