import fc from 'fast-check';
import { badInsteadOf, badValue } from './bad-values';
import type { JsonSchema } from './operations';

function patternArbitrary(pattern: string, maxLength?: number): fc.Arbitrary<string> {
  try {
    const arb = fc.stringMatching(new RegExp(pattern));
    return maxLength === undefined ? arb : arb.map((s) => s.slice(0, maxLength));
  } catch {
    return fc.string({ maxLength: maxLength ?? 20 });
  }
}

/**
 * Good values of fields whose rules a schema cannot show (check digits, a region chain, a real carrier), so
 * that some calls pass validation and reach the services.
 */
const HINTS: Record<string, unknown[]> = {
  email: ['fuzz@example.com'],
  idNo: ['52998224725', '11222333000181'],
  pixKey: ['529.982.247-25', 'fuzz@example.com'],
  mobile: ['13800138123'],
  mobilePhone: ['5511987654321'],
  contactPhone: ['5511912345678'],
  idType: ['CPF'],
  postalCode: ['01310-100'],
  amount: ['10.00', '25', 15],
  startTime: ['2026-01-01'],
  endTime: ['2026-12-31'],
  payType: [1, 2, 3],
  platformDataType: [3, 4],
  business: ['demo@dropmall.test'],
};

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/**
 * A value the schema accepts, or close to it: ids are kept small so they sometimes name rows that exist,
 * and every nested value may itself be replaced by a bad one (`mutate`), so calls get past the first check.
 */
export function valueFor(schema: JsonSchema, mutate: number, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const valid = validFor(schema, mutate, depth, name);
  if (mutate <= 0 || depth > 4) return valid;
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: mutate, arbitrary: badValue });
}

function validFor(s: JsonSchema, mutate: number, depth: number, name: string): fc.Arbitrary<unknown> {
  const hint = HINTS[name];
  if (hint) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hint) }, shapeOf(s, mutate, depth));
  return shapeOf(s, mutate, depth);
}

function shapeOf(s: JsonSchema, mutate: number, depth: number): fc.Arbitrary<unknown> {
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alt) => valueFor(alt, mutate, depth + 1)));
  if (s.allOf && s.allOf.length > 0) return valueFor(s.allOf[0] as JsonSchema, mutate, depth + 1);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const [type] = typesOf(s);
  switch (type) {
    case 'integer': {
      const low = Math.max(s.minimum ?? -1000, -1000) + (s.exclusiveMinimum === true ? 1 : 0);
      return fc.integer({ min: low, max: Math.max(low, Math.min(s.maximum ?? 200, 200)) });
    }
    case 'number': {
      const low = Math.max(s.minimum ?? -1000, -1000);
      return fc.double({ min: low, max: Math.max(low, Math.min(s.maximum ?? 5000, 5000)), noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (s.pattern) return patternArbitrary(s.pattern, s.maxLength);
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'uri') return fc.webUrl();
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 30) });
    case 'array':
      return fc.array(valueFor(s.items ?? {}, mutate, depth + 1), {
        minLength: Math.min(s.minItems ?? 0, 3),
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object':
      return objectFor(s, mutate, depth);
    default:
      return badValue;
  }
}

/** An object of the schema's fields; when mutating, a required one may be dropped and unknown ones added. */
function objectFor(s: JsonSchema, mutate: number, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(props).map(([k, child]) => [k, valueFor(child, mutate, depth + 1, k)]),
  );
  const required = (s.required ?? []).filter((k) => k in props);
  const fields = fc.record(model, { requiredKeys: required });
  if (mutate <= 0) return fields;
  const dropped =
    required.length > 0 ? fc.option(fc.constantFrom(...required), { freq: 4 }) : fc.constant(null);
  return fc
    .tuple(fields, dropped, fc.dictionary(fc.string({ maxLength: 10 }), badValue, { maxKeys: 2 }))
    .map(([known, drop, extra]) => {
      const out: Record<string, unknown> = { ...extra, ...known };
      if (drop !== null) delete out[drop];
      return out;
    });
}

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const children = Array.isArray(value)
    ? value.map((v, i) => pathsOf(v, [...prefix, i]))
    : Object.entries(value).map(([k, v]) => pathsOf(v, [...prefix, k]));
  return [prefix, ...children.flat()];
}

function valueAt(value: unknown, path: Path): unknown {
  let at: unknown = value;
  for (const key of path) at = (at as Record<string | number, unknown> | null)?.[key];
  return at;
}

function replaced(value: unknown, path: Path, next: unknown, remove: boolean): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (typeof value !== 'object' || value === null) return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
  if (rest.length === 0 && remove) delete copy[head];
  else copy[head] = replaced(copy[head], rest, next, remove);
  return copy;
}

/**
 * A good value with exactly one thing wrong: one field (at any depth) replaced by a bad value or left out,
 * so the call fails on that field alone, or reaches the service when the schema lets the value through.
 */
export function withOneBadValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    const paths = pathsOf(value).filter((p) => p.length > 0);
    if (paths.length === 0) return badValue;
    return fc
      .constantFrom(...paths)
      .chain((path) =>
        fc
          .tuple(badInsteadOf(valueAt(value, path)), fc.nat(5))
          .map(([bad, roll]) => replaced(value, path, bad, roll === 0)),
      );
  });
}
