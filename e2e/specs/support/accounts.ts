import { randomInt } from 'node:crypto';
import type { LoginModel } from '@dropmall/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { OPERATOR_SESSION_ENV } from '../../shared-sessions';

/** A business nobody has used yet: every story makes its own, so none reads another's data. */
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

/** The operator's session, logged in once by global-setup for the whole run (the operator has no data of its own). */
export function operatorSession(): LoginModel {
  const stored = process.env[OPERATOR_SESSION_ENV];
  if (!stored) throw new Error('global-setup did not log the operator in');
  return JSON.parse(stored) as LoginModel;
}

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

/**
 * The code of the newest message to `to`, which must be newer than `since`. Call it once the send has
 * answered (askCode waits for its response): the server writes the outbox before it answers.
 */
export async function codeSentTo(request: APIRequestContext, to: string, since = 0): Promise<string> {
  const [newest] = await outbox(request, to);
  expect(newest?.id ?? 0, `a new message to ${to}`).toBeGreaterThan(since);
  expect(newest?.code ?? '').toMatch(/^\d{6}$/);
  return newest?.code ?? '';
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

/** A valid company for the settlement form (the CNPJ has correct check digits). */
export const COMPANY = {
  legalName: 'E2E Comercio Ltda',
  idType: 'CNPJ',
  idNo: '11.222.333/0001-81',
  contactName: 'Ana Souza',
  contactPhone: '5511987654321',
  address: 'Rua Augusta 100, Sao Paulo',
};

export interface FixtureOptions {
  /** Certified by the operator with a complete profile (the default), or just registered. */
  certified?: boolean;
  /** USD on its balance. */
  balance?: number;
  /** English titles of coupon templates to grant it (the demo's, e.g. 'Free order (up to $100)'). */
  coupons?: string[];
  /** How many products of its own it sells, on shelf (each 24.50 USD, 10 in stock, one variant). */
  products?: number;
}

export interface FixtureBusiness {
  who: Identity;
  session: LoginModel;
  businessId: number;
  productIds: number[];
}

/**
 * A fresh business of this story's own, made by the server's test fixtures (TEST_FIXTURES, see
 * docs/decisions.md) through the same services registration, certification, top-ups and product review use.
 */
export async function fixtureBusiness(
  request: APIRequestContext,
  options: FixtureOptions = {},
): Promise<FixtureBusiness> {
  const who = freshIdentity();
  const response = await request.post('/v1/dev/fixtures/business', { data: { ...who, ...options } });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`fixture business: HTTP ${response.status()} ${body.msg}`);
  const model = body.model as { business: { id: number }; session: LoginModel; productIds: number[] };
  return { who, session: model.session, businessId: model.business.id, productIds: model.productIds };
}

/** A business that needs nothing more: certified (approved by the operator) and its profile complete. */
export async function readyBusiness(
  request: APIRequestContext,
): Promise<{ who: Identity; session: LoginModel }> {
  const { who, session } = await fixtureBusiness(request);
  return { who, session };
}

/** A business just registered: not certified yet, no balance, no address; logged in. */
export async function newBusiness(
  request: APIRequestContext,
): Promise<{ who: Identity; session: LoginModel }> {
  const { who, session } = await fixtureBusiness(request, { certified: false });
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

/**
 * Clicks the page's "Get code" and waits for the send's own answer and its toast. Waiting for the toast
 * alone is not enough: the previous page's 'get Success!' (registering, then logging in) can still be on
 * screen while the new request is on its way.
 */
export async function askCode(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    // An e-mail code, or an SMS code when the user name is a mobile number.
    (r) => /\/v1\/(business\/emailCode|getMoblieMessage)\b/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByTestId('code-button').click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText('get Success!').first()).toBeVisible();
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
  await askCode(page);
  await page.getByLabel('Verification code').fill(await codeSentTo(request, username, since));
  await page.getByTestId('login-submit').click();
}

/** What the browser keeps in local storage under a key (null when absent). */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}
