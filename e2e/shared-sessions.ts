import type { LoginModel } from '@dropmall/contract';

/** The seeded operator (demo data). */
export const OPERATOR = { mobile: '13900139000', password: 'operator123' };

/** Where global-setup leaves the operator's session for the specs. */
export const OPERATOR_SESSION_ENV = 'E2E_OPERATOR_SESSION';

async function form<T>(baseUrl: string, path: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(`${baseUrl}/v1${path}`, { method: 'POST', body: new URLSearchParams(fields) });
  const body = (await response.json()) as { code: number; msg: string; model: T };
  if (body.code !== 0) throw new Error(`POST ${path}: HTTP ${response.status} ${body.msg}`);
  return body.model;
}

/** The newest code sent to an address: the server writes the outbox before the send answers. */
async function codeFor(baseUrl: string, to: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const [newest] = (await response.json()) as { code: string | null }[];
  if (!newest?.code) throw new Error(`no login code reached ${to}`);
  return newest.code;
}

/**
 * Logs the operator in once for the whole run, by SMS. Stories need an operator to approve a withdrawal, a
 * product or an agreement; the operator is one account with one login code at a time, so stories logging it
 * in side by side would take each other's codes. The operator owns no data a story reads, so one session is
 * safe to share; no story logs it out. Businesses are never shared: each story makes its own (fixtures).
 */
export async function loginOperator(baseUrl: string): Promise<void> {
  await form(baseUrl, '/getMoblieMessage', { mobile: OPERATOR.mobile, purpose: 'login' });
  const code = await codeFor(baseUrl, OPERATOR.mobile);
  const session = await form<LoginModel>(baseUrl, '/businessLogin', {
    mobile: OPERATOR.mobile,
    loginPwd: OPERATOR.password,
    code,
  });
  process.env[OPERATOR_SESSION_ENV] = JSON.stringify(session);
}
