import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type CallerKind, problemsWith } from './checks';
import type { Operation } from './operations';
import { type FuzzRequest, requestArbitrary } from './requests';

/** The fixed seed of the suite; FUZZ_SEED overrides it to explore, FUZZ_RUNS the cases per operation. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** FUZZ_CASE=<n> runs only case n of each operation, to reproduce one failure. */
const ONLY_CASE = process.env.FUZZ_CASE === undefined ? undefined : Number(process.env.FUZZ_CASE);

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

/** FUZZ_TRACE=<file> writes one line per call (caller, operation, status, ms, shape, input, answer): to see
 * what the cases reach, not only what fails. */
function trace(op: Operation, caller: CallerKind, req: FuzzRequest, res: LightMyRequestResponse, ms: number) {
  const file = process.env.FUZZ_TRACE;
  if (!file) return;
  const flat = (text: string, max: number) => text.slice(0, max).replace(/\s/g, ' ');
  const input = flat(`${req.url} ${req.payload ?? ''}`, 200);
  const line = [caller, op.id, res.statusCode, Math.round(ms), req.shape, input, flat(res.body, 150)].join(
    '\t',
  );
  appendFileSync(file, `${line}\n`);
}

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
    `  again: FUZZ_CASE=${index} npx vitest run --project 'api (PGlite)' api/test/security -t '${caller} ${op.id}'`,
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
  // A session serves the cases until one succeeds: only a success can end it (logout, a new password, a
  // disabled account), and a refused call changes nothing. Making one per case cost more than the calls.
  let token: string | undefined;
  for (const [index, req] of cases.entries()) {
    if (ONLY_CASE !== undefined && index !== ONLY_CASE) continue;
    token ??= await tokenFor(caller);
    const auth = token ? `Bearer ${token}` : ANONYMOUS_AUTH[index % ANONYMOUS_AUTH.length];
    const started = performance.now();
    const res = await app.inject({
      method: req.method,
      url: req.url,
      headers: { ...req.headers, ...(auth ? { authorization: auth } : {}) },
      remoteAddress: `10.77.${index % 250}.${(op.id.length % 250) + 1}`,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
    trace(op, caller, req, res, performance.now() - started);
    if (res.statusCode < 400) token = undefined;
    const problems = problemsWith(op, caller, res);
    if (problems.length > 0) failures.push(report(op, caller, index, req, auth, res, problems));
  }
  return failures;
}
