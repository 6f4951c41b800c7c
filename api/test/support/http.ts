import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import { businessUsers, operators } from '../../src/db/schema';
import { DEMO_BUSINESS, DEMO_OPERATOR } from '../../src/db/seed/demo-accounts';

export interface CallOptions {
  token?: string;
  lang?: 'en' | 'zh';
  /** The caller's address; each call gets a random one unless a test is about per-IP limits. */
  ip?: string;
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function headers(options: CallOptions, extra: Record<string, string> = {}) {
  return {
    ...extra,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.lang ? { 'accept-language': options.lang } : {}),
  };
}

/** A form-encoded POST, as the web client sends it. */
export function post(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | number> = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams(
    Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: options.ip ?? randomIp(),
    headers: headers(options, { 'content-type': 'application/x-www-form-urlencoded' }),
  });
}

export function get(
  app: FastifyInstance,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? randomIp(),
    headers: headers(options),
  });
}

/** The newest code sent to an address, read from the developer outbox as a person would. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await get(app, `/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const code = res.json()[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}: ${res.body}`);
  return code;
}

/** Asks for a login code and logs in; returns the login answer. */
export async function login(app: FastifyInstance, username: string, password: string) {
  const isEmail = username.includes('@');
  const sent = isEmail
    ? await post(app, '/v1/business/emailCode', { email: username, purpose: 'login' })
    : await post(app, '/v1/getMoblieMessage', { mobile: username, purpose: 'login' });
  if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.body}`);
  const code = await latestCode(app, username);
  return post(app, '/v1/businessLogin', { mobile: username, loginPwd: password, code });
}

export async function loginToken(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await login(app, username, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().model.token;
}

export async function demoIds(db: Db) {
  const [user] = await db.select().from(businessUsers).where(eq(businessUsers.email, DEMO_BUSINESS.email));
  const [operator] = await db.select().from(operators).where(eq(operators.email, DEMO_OPERATOR.email));
  if (!user || !operator) throw new Error('demo accounts missing from the test database');
  return { userId: user.id, businessId: user.businessId, operatorId: operator.id };
}
