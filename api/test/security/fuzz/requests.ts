import fc from 'fast-check';
import { badValue, edgeValue, malformedJson } from './bad-values';
import type { JsonSchema, Operation } from './operations';
import { valueFor, withOneBadValue } from './schema-values';

/** One generated call: everything `inject()` needs, and a word on how the body was made. */
export interface FuzzRequest {
  shape: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A form field's text: objects and arrays travel as JSON, as the paramJson fields do. */
function formText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function formEncode(fields: Record<string, unknown>, repeatArrays: boolean): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (repeatArrays && Array.isArray(value)) for (const v of value) params.append(key, formText(v));
    else params.append(key, formText(value));
  }
  return params.toString();
}

const asObject = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };

/** Query strings: declared parameters with good or bad values, sometimes a broken escape or a repeat. */
function queryArbitrary(op: Operation): fc.Arbitrary<string> {
  const schema: JsonSchema = { type: 'object', properties: op.query, required: op.requiredQuery };
  const fields = fc.oneof(valueFor(schema, 0), valueFor(schema, 1));
  const garbage = fc.constantFrom('', '', '', '&%zz=1', '&id=%00', '&__proto__=1', '&id=1&id=2', '&=&&');
  return fc.tuple(fields, fc.boolean(), garbage).map(([v, repeat, junk]) => {
    const text = formEncode(asObject(v), repeat) + junk;
    return text.replace(/^&/, '');
  });
}

/** Names of the body's fields that carry an object or an array (paramJson and friends). */
function jsonFieldsOf(body: JsonSchema | undefined): string[] {
  return Object.entries(body?.properties ?? {})
    .filter(([, s]) => s.type === 'object' || s.type === 'array' || s.oneOf || s.anyOf)
    .map(([k]) => k);
}

type Body = Pick<FuzzRequest, 'shape' | 'headers' | 'payload'>;
const json = (shape: string, payload: string, type = JSON_TYPE): Body => ({
  shape,
  headers: { 'content-type': type },
  payload,
});
const form = (shape: string, payload: string): Body => ({
  shape,
  headers: { 'content-type': FORM_TYPE },
  payload,
});

/** Bodies: good-looking ones with bad values inside, as JSON and as a form, and every malformed kind. */
function bodyArbitrary(op: Operation): fc.Arbitrary<Body> {
  const schema = op.body ?? { type: 'object', properties: {} };
  const valid = valueFor(schema, 0);
  const mutated = valueFor(schema, 1);
  const oneBad = withOneBadValue(valid);
  const jsonFields = jsonFieldsOf(op.body);
  const shapes: fc.WeightedArbitrary<Body>[] = [
    { weight: 3, arbitrary: valid.map((v) => json('json', JSON.stringify(v))) },
    { weight: 2, arbitrary: mutated.map((v) => json('json, bad values', JSON.stringify(v))) },
    { weight: 5, arbitrary: oneBad.map((v) => json('json, one bad value', JSON.stringify(v))) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.boolean())
        .map(([v, repeat]) => form('form', formEncode(asObject(v), repeat))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(mutated, fc.boolean())
        .map(([v, repeat]) => form('form, bad values', formEncode(asObject(v), repeat))),
    },
    { weight: 5, arbitrary: oneBad.map((v) => form('form, one bad value', formEncode(asObject(v), false))) },
    { weight: 1, arbitrary: mutated.map((v) => json('array for an object', JSON.stringify([v]))) },
    { weight: 1, arbitrary: badValue.map((v) => json('JSON scalar', JSON.stringify(v) ?? 'null')) },
    { weight: 1, arbitrary: malformedJson.map((text) => json('broken JSON', text)) },
    { weight: 1, arbitrary: fc.constant(json('empty JSON body', '')) },
    { weight: 1, arbitrary: fc.constant({ shape: 'no body', headers: {} }) },
    { weight: 1, arbitrary: fc.constant(form('empty form', '')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('a[b]=1&id=1&id=2', '%zz=%zz', 'paramJson=%7B', '&&&=', `id=${'9'.repeat(5000)}`)
        .map((text) => form('odd form', text)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'multipart/form-data',
            'application/json; charset=utf-16',
          ),
          edgeValue,
        )
        .map(([type, v]) => json(`content-type ${type}`, JSON.stringify(v) ?? '', type)),
    },
  ];
  if (jsonFields.length > 0) {
    shapes.push({
      weight: 4,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...jsonFields), malformedJson, fc.boolean())
        .map(([v, field, text, asForm]) => {
          const fields = { ...asObject(v), [field]: text };
          return asForm
            ? form(`form, malformed ${field}`, formEncode(fields, false))
            : json(`json, malformed ${field}`, JSON.stringify(fields));
        }),
    });
  }
  return fc.oneof(...shapes);
}

/** Calls of one operation: its query (undeclared fields too), and for a POST its body, made bad in every way above. */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const query = queryArbitrary(op);
  const body: fc.Arbitrary<Body> =
    op.method === 'GET' ? fc.constant({ shape: 'query', headers: {} }) : bodyArbitrary(op);
  return fc.tuple(query, body).map(([q, b]) => ({
    shape: b.shape,
    method: op.method,
    url: q ? `${op.path}?${q}` : op.path,
    headers: b.headers,
    ...(b.payload === undefined ? {} : { payload: b.payload }),
  }));
}
