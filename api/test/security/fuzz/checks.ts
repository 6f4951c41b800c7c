import { ResultCode } from '@dropmall/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './operations';

export type CallerKind = 'anonymous' | 'business' | 'operator';

/** A plain list by design (a developer's tool); files are told by their documented media types. */
const PLAIN_LISTS = new Set(['GET /v1/dev/outbox']);

/** The envelope code each failure status goes with (decisions: 'Base path and envelopes'). */
const CODES_FOR_STATUS: Record<number, number[]> = {
  // 4001: a wrong or missing payment password (decisions: 'Payment password').
  400: [ResultCode.validation, ResultCode.payPasswordWrong],
  // The payment webhook answers a bad signature 401 with 4030: it is not a session matter.
  401: [ResultCode.noToken, ResultCode.sessionExpired, ResultCode.forbidden],
  403: [ResultCode.forbidden],
  404: [ResultCode.notFound],
  409: [ResultCode.conflict],
  413: [ResultCode.tooLarge],
  415: [ResultCode.unsupportedMediaType],
  // The payment password locked after 5 wrong tries.
  423: [ResultCode.payPasswordDisabled],
  429: [ResultCode.rateLimited],
};

function parse(res: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(res.body);
  } catch {
    return undefined;
  }
}

/** What is wrong with an envelope of the operation's family, or null. */
function envelopeProblem(op: Operation, body: unknown, status: number): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not an envelope';
  const b = body as Record<string, unknown>;
  const failed = status >= 400;
  if (op.style === 'api') {
    if (b.success !== (failed ? 'false' : 'true')) return `success is ${JSON.stringify(b.success)}`;
    if (typeof b.message !== 'string' || (failed && b.message === '')) return 'message is missing';
    if (failed && b.result !== null) return 'a failure carries a result';
  } else {
    if (typeof b.msg !== 'string' || (failed && b.msg === '')) return 'msg is missing';
    if (!('model' in b)) return 'model is missing';
    if (failed && b.model !== null) return 'a failure carries a model';
    if (!failed && b.code !== ResultCode.ok) return `code ${String(b.code)} on a success`;
  }
  if (failed) {
    const allowed = CODES_FOR_STATUS[status];
    if (!allowed) return `status ${status} is not one of the project's`;
    if (!allowed.includes(b.code as number))
      return `code ${String(b.code)} does not go with status ${status}`;
  }
  return null;
}

/** Every rule an answer to a fuzzed call must keep; empty when it keeps them all. */
export function problemsWith(op: Operation, caller: CallerKind, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push(`status ${status}`);
  const body = parse(res);
  const documented = op.responses[status];
  const type = String(res.headers['content-type'] ?? '');
  if (!documented) problems.push(`status ${status} is not in the document`);
  else if (documented.length > 0 && !documented.some((media) => type.startsWith(media)))
    problems.push(`content type ${type} is not the documented ${documented.join(', ')}`);
  const isFile = status < 400 && documented?.length && !documented.includes('application/json');
  const raw = isFile || (status < 400 && PLAIN_LISTS.has(op.id));
  if (!raw) {
    const problem = envelopeProblem(op, body, status);
    if (problem) problems.push(`${op.style} envelope: ${problem}`);
  }
  const code = (body as { code?: unknown } | undefined)?.code;
  if (caller === 'anonymous' && op.protected && (status !== 401 || code !== ResultCode.noToken))
    problems.push(`an anonymous caller of a protected operation got ${status}/${String(code)}, not 401/1001`);
  if (caller === 'anonymous' && !op.protected && code === ResultCode.noToken)
    problems.push('the document calls this operation public, yet it asks for a token (1001)');
  if (caller !== 'anonymous' && (code === ResultCode.noToken || code === ResultCode.sessionExpired))
    problems.push(`a live session was refused (${String(code)})`);
  return problems;
}
