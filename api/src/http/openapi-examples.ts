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

function stringSample(s: Schema, name: string | undefined): string {
  if (s.format && FORMAT_SAMPLES[s.format]) return FORMAT_SAMPLES[s.format] as string;
  const named = name ? NAMED[name] : undefined;
  if (typeof named === 'string') return named;
  if (s.pattern === '^\\d{6}$') return '123456';
  const base = name ?? 'text';
  return base.length >= (s.minLength ?? 0) ? base : base.padEnd(s.minLength ?? 0, 'x');
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
