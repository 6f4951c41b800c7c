import type { LoginModel } from '@dropmall/contract';

/** The seeded operator and demo business (demo data). */
export const OPERATOR = { mobile: '13900139000', password: 'operator123' };
export const DEMO = { email: 'demo@dropmall.test', mobile: '13800138000', password: 'demo123456' };

/** Where global-setup leaves the shared sessions for the specs. */
export const SESSION_ENV = { operator: 'E2E_OPERATOR_SESSION', demo: 'E2E_DEMO_SESSION' } as const;

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

async function login(baseUrl: string, mobile: string, password: string): Promise<LoginModel> {
  await form(baseUrl, '/getMoblieMessage', { mobile, purpose: 'login' });
  const code = await codeFor(baseUrl, mobile);
  return form<LoginModel>(baseUrl, '/businessLogin', { mobile, loginPwd: password, code });
}

/**
 * Logs the operator and the demo business in once for the whole run, by SMS. Many stories need them (to
 * approve a settlement or a product, to buy from or sell as the demo business); login codes have a 120 s
 * cool-down per address, so shared sessions spare each story a wait behind the others. No story logs these
 * sessions out; stories that test logging in use the demo's e-mail or accounts of their own.
 */
export async function loginSharedAccounts(baseUrl: string): Promise<void> {
  process.env[SESSION_ENV.operator] = JSON.stringify(
    await login(baseUrl, OPERATOR.mobile, OPERATOR.password),
  );
  process.env[SESSION_ENV.demo] = JSON.stringify(await login(baseUrl, DEMO.mobile, DEMO.password));
}
