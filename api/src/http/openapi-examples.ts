/**
 * An example value drawn from a JSON schema, for the OpenAPI reference: the first enum value or constant,
 * a default when there is one, a number at its minimum, a string fitting its format, one item per array,
 * every property of an object. Where the schema allows nothing sensible (a bare `{}`), undefined.
 */
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  nullable?: boolean;
};

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-11-25T12:00:00.000Z',
  date: '2026-11-25',
  email: 'demo@dropmall.test',
  uri: 'https://example.com/hooks/dropmall',
  url: 'https://example.com/hooks/dropmall',
  uuid: '3f1c2a9e-6b7d-4e21-9a55-0c8e4d2f7b10',
};

/** Samples for fields whose name says what they hold better than their type does. */
const NAMED: Record<string, unknown> = {
  email: 'demo@dropmall.test',
  mobile: '13800138000',
  code: '123456',
  payPassword: '123456',
  password: '123456',
  currency: 'USD',
  url: 'https://example.com/hooks/dropmall',
};

/**
 * Everyday values of the shapes the schemas' patterns describe (days, amounts, codes, addresses, keys). A string
 * with a pattern takes the first of its usual samples, then of these, that the pattern and its lengths accept.
 */
const PATTERN_SAMPLES = [
  '2026-11-25',
  '12.50',
  '1',
  '123456',
  '12345678901',
  '+5511987654321',
  'BR',
  '01310-100',
  '/uploads/demo.jpg',
  'https://example.com/hooks/dropmall',
  'demo-shop.myshopify.com',
  'shpat_0123456789abcdef',
  'ck_0123456789abcdef',
  'cs_0123456789abcdef',
  `evt_${'0123456789abcdef'.repeat(2)}`,
  '0123456789abcdef'.repeat(2),
  'LP00123456789BR',
  'A-01',
  'demo',
  '演示',
];

/** A test of a schema's pattern (JSON Schema patterns are ECMAScript's, with Unicode classes). */
function matcherOf(pattern: string | undefined): (value: string) => boolean {
  if (!pattern) return () => true;
  try {
    const re = new RegExp(pattern, 'u');
    return (value) => re.test(value);
  } catch {
    const re = new RegExp(pattern);
    return (value) => re.test(value);
  }
}

function stringSample(s: Schema, name: string | undefined): string {
  const base = name ?? 'text';
  const padded = base.length >= (s.minLength ?? 0) ? base : base.padEnd(s.minLength ?? 0, 'x');
  const usual = [
    s.format ? FORMAT_SAMPLES[s.format] : undefined,
    name ? NAMED[name] : undefined,
    padded,
  ].filter((v): v is string => typeof v === 'string');
  if (!s.pattern) return usual[0] ?? padded;
  const fits = matcherOf(s.pattern);
  const sized = (v: string) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
  return [...usual, ...PATTERN_SAMPLES].find((v) => fits(v) && sized(v)) ?? padded;
}

export function exampleOf(schema: unknown, name?: string, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 8) return undefined;
  const s = schema as Schema;
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) {
    const concrete = variants.find((v) => v.type !== 'null') ?? variants[0];
    return exampleOf(concrete, name, depth + 1);
  }
  if (s.allOf?.length) return exampleOf(s.allOf[0], name, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        const value = exampleOf(child, key, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const item = exampleOf(Array.isArray(s.items) ? s.items[0] : s.items, name, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return stringSample(s, name);
    case 'integer':
    case 'number': {
      const min =
        typeof s.minimum === 'number'
          ? s.minimum
          : typeof s.exclusiveMinimum === 'number'
            ? s.exclusiveMinimum + 1
            : 1;
      return Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}
