import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type CallerKind, problemsWith } from './checks';
import type { Operation } from './operations';
import { type FuzzRequest, requestArbitrary } from './requests';

/** The fixed seed of the suite; FUZZ_SEED overrides it to explore, FUZZ_RUNS the cases per operation. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/** A seed per operation, so one operation's cases do not change when another is added. */
function seedOf(op: Operation): number {
  let h = FUZZ_SEED | 0;
  for (const ch of op.id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h;
}

/** The operation's cases: the same list for every caller, duplicates dropped. */
export function casesOf(op: Operation): FuzzRequest[] {
  const sample = fc.sample(requestArbitrary(op), { seed: seedOf(op), numRuns: FUZZ_RUNS });
  const seen = new Set<string>();
  return sample.filter((r) => {
    const key = JSON.stringify(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Tokens an anonymous caller may send: none, or one the server never issued. */
const ANONYMOUS_AUTH = [
  undefined,
  'Bearer not-a-token',
  `Bearer ${'ab'.repeat(32)}`,
  'Basic ZGVtbzpkZW1v',
  'Bearer',
  `Bearer ${'x'.repeat(5000)}`,
];

export type TokenFor = (caller: CallerKind) => Promise<string | undefined>;

const clip = (text: string, max = 600) =>
  text.length <= max ? text : `${text.slice(0, max)}... (${text.length} characters)`;

/** A failure as one paragraph: what was called, with what, what came back, and what is wrong with it. */
function report(
  op: Operation,
  caller: CallerKind,
  index: number,
  req: FuzzRequest,
  auth: string | undefined,
  res: LightMyRequestResponse,
  problems: string[],
) {
  const call = {
    method: req.method,
    url: clip(req.url),
    headers: req.headers,
    payload: req.payload && clip(req.payload),
  };
  return [
    `${op.id} as ${caller}, case ${index} (${req.shape}; seed ${seedOf(op)}): ${problems.join('; ')}`,
    `  input: ${JSON.stringify(call)}${auth && caller === 'anonymous' ? ` with authorization ${clip(auth, 40)}` : ''}`,
    `  answer: ${res.statusCode} ${clip(res.body, 400)}`,
  ].join('\n');
}

/** Runs every case of an operation as one caller; answers a report per broken answer. */
export async function fuzzOperation(
  app: FastifyInstance,
  op: Operation,
  caller: CallerKind,
  tokenFor: TokenFor,
): Promise<string[]> {
  const failures: string[] = [];
  const cases = casesOf(op);
  for (const [index, req] of cases.entries()) {
    const token = await tokenFor(caller);
    const auth = token ? `Bearer ${token}` : ANONYMOUS_AUTH[index % ANONYMOUS_AUTH.length];
    const started = performance.now();
    const res = await app.inject({
      method: req.method,
      url: req.url,
      headers: { ...req.headers, ...(auth ? { authorization: auth } : {}) },
      remoteAddress: `10.77.${index % 250}.${(op.id.length % 250) + 1}`,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
    if (process.env.FUZZ_TRACE)
      (await import('node:fs')).appendFileSync(
        process.env.FUZZ_TRACE,
        `${caller}\t${op.id}\t${res.statusCode}\t${Math.round(performance.now() - started)}\t${req.shape}\t${(req.url + ' ' + (req.payload ?? '')).slice(0, 200).replace(/\s/g, ' ')}\t${res.body.slice(0, 150).replace(/\s/g, ' ')}\n`,
      );
    const problems = problemsWith(op, caller, res);
    if (problems.length > 0) failures.push(report(op, caller, index, req, auth, res, problems));
  }
  return failures;
}
