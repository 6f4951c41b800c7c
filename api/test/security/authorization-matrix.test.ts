import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { httpGuardsRunHere, testDbKind } from '../support/db';
import { get } from '../support/http';
import type { Row } from './authz/row';
import { WALLET_READS } from './authz/rows-buyer';
import { EXEMPT, ID_FIELD, ROWS } from './authz/table';
import {
  buildWorld,
  okBody,
  ownerToken,
  REFUSED,
  type Refused,
  refusedToken,
  type World,
} from './authz/world';
import { fieldNames, type OpenApiDocument, operationsOf } from './fuzz/operations';

/**
 * The authorization matrix (issue 15): every operation that takes an id, called on a fresh object of its owner
 * by an anonymous caller (401/1001), another business (403 or 404) and a staff member of the owner whose role
 * holds no permission (403 or 404). None of them gets the owner's data or changes what the owner reads back;
 * then the owner's own call succeeds, so a broken fixture cannot pass for a refusal.
 */
let t: TestApp;
let w: World;

beforeAll(async () => {
  if (!httpGuardsRunHere) return;
  t = await createTestApp();
  await t.app.ready();
  w = await buildWorld(t);
}, 180_000);
afterAll(() => t?.close());

const STATUS_CODES: Record<number, number> = { 401: 1001, 403: 4030, 404: 4040 };
const ALLOWED: Record<Refused, number[]> = {
  anonymous: [401],
  otherBusiness: [403, 404],
  staffWithout: [403, 404],
};

/** What is wrong with a refused caller's answer, or null. */
function refusalProblem(
  row: Row,
  caller: Refused,
  res: LightMyRequestResponse,
  secrets: string[],
): string | null {
  if (!/json/.test(String(res.headers['content-type'])))
    return `${caller} got ${res.statusCode} with ${String(res.headers['content-type'])}: the owner's file`;
  const code = (res.json() as { code?: number }).code;
  const ignoresId = caller === 'otherBusiness' && row.foreignIdIgnored && res.statusCode === 200;
  if (!ignoresId && (!ALLOWED[caller].includes(res.statusCode) || code !== STATUS_CODES[res.statusCode]))
    return `${caller} got ${res.statusCode}/${String(code)}, not ${ALLOWED[caller].join(' or ')}: ${res.body.slice(0, 300)}`;
  const leaked = secrets.filter((s) => s && res.body.includes(s));
  return leaked.length > 0 ? `${caller}'s answer names the owner's ${leaked.join(', ')}` : null;
}

async function runRow(row: Row) {
  const made = await row.make(w);
  const before = await made.read();
  const problems: string[] = [];
  for (const caller of REFUSED) {
    const res = await made.send(refusedToken(w, caller, row.owner));
    const problem = refusalProblem(row, caller, res, made.secrets);
    if (problem) problems.push(problem);
    const after = await made.read();
    if (JSON.stringify(after) !== JSON.stringify(before))
      problems.push(`${caller}'s call changed the owner's object: ${JSON.stringify(after).slice(0, 300)}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);

  const own = await made.send(ownerToken(w, row.owner));
  expect(own.statusCode, `the owner's own call: ${own.body.slice(0, 300)}`).toBe(200);
  if (row.effect === 'file') expect(own.headers['content-type']).not.toMatch(/json/);
  else okBody(own);
  if (row.effect === 'changes')
    expect(await made.read(), 'the owner’s call changes the object').not.toEqual(before);
  if (row.effect === 'reveals')
    expect(
      made.secrets.some((s) => own.body.includes(s)),
      own.body.slice(0, 300),
    ).toBe(true);
}

describe.runIf(httpGuardsRunHere)(`authorization matrix (${testDbKind})`, () => {
  it('has a row or a stated exemption for every operation of the OpenAPI document that takes an id', () => {
    const operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
    const takesId = operations
      .filter((op) => fieldNames(op).some((f) => ID_FIELD.test(f)))
      .map((op) => op.id);
    const listed = new Set([...ROWS.map((r) => r.op), ...Object.keys(EXEMPT)]);
    expect(
      takesId.filter((op) => !listed.has(op)),
      'operations with an id field and no row',
    ).toEqual([]);
    const known = new Set(operations.map((op) => op.id));
    expect(
      [...listed].filter((op) => !known.has(op)),
      'rows of operations the document lacks',
    ).toEqual([]);
    expect(new Set(ROWS.map((r) => r.op)).size, 'one row per operation').toBe(ROWS.length);
  });

  it.each(ROWS.map((row) => [row.op, row] as const))('%s', async (_op, row) => runRow(row), 120_000);

  it.each(WALLET_READS)(
    '%s: the wallet is for the owner, not anonymous callers or staff without the page',
    async (op) => {
      const path = op.split(' ')[1] as string;
      const anonymous = await get(t.app, path);
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 1001]);
      const staff = await get(t.app, path, { token: w.staffOfA });
      expect([403, 404], staff.body).toContain(staff.statusCode);
      expect(staff.json().result).toBeNull();
      const own = await get(t.app, path, { token: w.a.token });
      expect(own.statusCode, own.body).toBe(200);
    },
  );
});
