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

async function codeFor(baseUrl: string, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
    const [newest] = (await response.json()) as { code: string | null }[];
    if (newest?.code) return newest.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no login code reached ${to}`);
}

/**
 * Logs the operator in once for the whole run. Many stories need an operator (to approve a settlement, a
 * product, to publish); login codes have a 120 s cool-down per address, so one shared session spares each
 * story a wait behind the others. No story logs this session out.
 */
export async function loginOperator(baseUrl: string): Promise<LoginModel> {
  await form(baseUrl, '/getMoblieMessage', { mobile: OPERATOR.mobile, purpose: 'login' });
  const code = await codeFor(baseUrl, OPERATOR.mobile);
  return form<LoginModel>(baseUrl, '/businessLogin', {
    mobile: OPERATOR.mobile,
    loginPwd: OPERATOR.password,
    code,
  });
}
