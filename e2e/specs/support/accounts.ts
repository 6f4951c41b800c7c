import { randomInt } from 'node:crypto';
import type { LoginModel } from '@dropmall/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SESSION_ENV } from '../../shared-sessions';

/** A business nobody has used yet: codes have a 120 s cool-down per address, so every test makes its own. */
export interface Identity {
  name: string;
  email: string;
  /** Matches the login page's SMS pattern (1, then 3-9, then nine digits). */
  mobile: string;
  password: string;
}

export function freshIdentity(): Identity {
  const tag = `${Date.now().toString(36)}${randomInt(36 ** 4).toString(36)}`;
  return {
    name: `E2E Shop ${tag}`,
    email: `e2e-${tag}@shop.test`,
    mobile: `15${String(randomInt(1e9)).padStart(9, '0')}`,
    password: 'secret123',
  };
}

export { OPERATOR } from '../../shared-sessions';

function sharedSession(who: keyof typeof SESSION_ENV): LoginModel {
  const stored = process.env[SESSION_ENV[who]];
  if (!stored) throw new Error(`global-setup did not log the ${who} in`);
  return JSON.parse(stored) as LoginModel;
}

/** The operator's session, logged in once by global-setup for the whole run. */
export const operatorSession = () => sharedSession('operator');
/** The demo business's session, logged in once by global-setup for the whole run. */
export const demoSession = () => sharedSession('demo');

interface OutboxEntry {
  id: number;
  to: string;
  code: string | null;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const response = await request.get('/v1/dev/outbox', { params: { to, limit: 5 } });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The id of the newest message to an address (0 when none): pass it to codeSentTo after a send. */
export async function newestMessageId(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to))[0]?.id ?? 0;
}

/** The code of the first message to `to` newer than `since`, read from the dev outbox. */
export async function codeSentTo(request: APIRequestContext, to: string, since = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const [newest] = await outbox(request, to);
      code = newest && newest.id > since && newest.code ? newest.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A back-office call through the API; fails the test with the server's message when it is refused. */
export async function call<T>(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
  token?: string,
): Promise<T> {
  const response = await request.post(`/v1${path}`, {
    form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`POST ${path}: HTTP ${response.status()} ${body.msg}`);
  return body.model as T;
}

/** Registers a business through the API, for stories where the register page is not the subject. */
export async function registerBusiness(request: APIRequestContext, who = freshIdentity()): Promise<Identity> {
  const since = await newestMessageId(request, who.email);
  await call(request, '/business/emailCode', { email: who.email, purpose: 'register' });
  const code = await codeSentTo(request, who.email, since);
  await call(request, '/mall/index/register', {
    name: who.name,
    email: who.email,
    mobile: who.mobile,
    loginPwd: who.password,
    code,
  });
  return who;
}

/** How long a code cool-down can make a login wait: the server's 120 s and a little slack. */
const MAX_COOLDOWN_WAIT_S = 125;

/**
 * Asks for a login code. The shared demo accounts are logged in by several specs of a run, and codes have a
 * 120 s cool-down per address: when another spec asked moments ago, wait out the seconds the server names.
 */
async function askLoginCode(request: APIRequestContext, username: string): Promise<void> {
  const [path, form] = username.includes('@')
    ? ['/v1/business/emailCode', { email: username, purpose: 'login' }]
    : ['/v1/getMoblieMessage', { mobile: username, purpose: 'login' }];
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(path, { form });
    const body = await response.json();
    if (body.code === 0) return;
    const seconds = Number(response.headers()['retry-after'] ?? Number.NaN);
    if (response.status() !== 429 || attempt > 0 || !(seconds <= MAX_COOLDOWN_WAIT_S))
      throw new Error(`${path}: HTTP ${response.status()} ${body.msg}`);
    test.info().setTimeout(test.info().timeout + (seconds + 5) * 1000);
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
  }
}

/** Logs in through the API with a login code sent to the username (e-mail or SMS). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<LoginModel> {
  const since = await newestMessageId(request, username);
  await askLoginCode(request, username);
  const code = await codeSentTo(request, username, since);
  return call<LoginModel>(request, '/businessLogin', { mobile: username, loginPwd: password, code });
}

/** A valid company for the settlement form (the CNPJ has correct check digits). */
export const COMPANY = {
  legalName: 'E2E Comercio Ltda',
  idType: 'CNPJ',
  idNo: '11.222.333/0001-81',
  contactName: 'Ana Souza',
  contactPhone: '5511987654321',
  address: 'Rua Augusta 100, Sao Paulo',
};

/**
 * A business that needs nothing more: certified (its application approved by the operator) and its
 * profile complete. Returns its identity and the session of its (e-mail) login.
 */
export async function readyBusiness(
  request: APIRequestContext,
): Promise<{ who: Identity; session: LoginModel }> {
  const who = await registerBusiness(request);
  const session = await apiLogin(request, who.email, who.password);
  const settlement = await call<{ application: { id: number } }>(
    request,
    '/business/settlement/submit',
    COMPANY,
    session.token,
  );
  const operator = operatorSession();
  await call(
    request,
    '/settlement/review',
    { id: String(settlement.application.id), decision: 'approve' },
    operator.token,
  );
  await call(
    request,
    '/business/saveInfo',
    {
      name: who.name,
      contactName: 'Ana Souza',
      contactPhone: who.mobile,
      country: 'Brazil',
      address: 'Rua A 1',
    },
    session.token,
  );
  return { who, session };
}

/** Puts a session into the browser as the login page stores it (spec 001 §4), then opens `path`. */
export async function openLoggedIn(page: Page, session: LoginModel, path: string): Promise<void> {
  await page.goto('/refund_returns'); // any public page of the app, to reach its local storage
  await page.evaluate((model) => {
    const info = { token: model.token, username: model.username, mobile: model.mobile, id: model.id };
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ ...info, email: model.email, roleName: model.roleName }),
    );
    localStorage.setItem('token', model.token);
    localStorage.setItem('settStatus', String(model.settleStatus));
    localStorage.setItem('rzStatus', String(model.rzStatus));
    localStorage.setItem('businessId', String(model.businessId ?? ''));
    localStorage.setItem('username', model.username);
  }, session);
  await page.goto(path);
}

/** Fills the login page and asks for a login code, which it reads from the outbox; then submits. */
export async function loginThroughPage(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const since = await newestMessageId(request, username);
  await page.getByTestId('code-button').click();
  await expect(page.getByText('get Success!')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeSentTo(request, username, since));
  await page.getByTestId('login-submit').click();
}

/** What the browser keeps in local storage under a key (null when absent). */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}
