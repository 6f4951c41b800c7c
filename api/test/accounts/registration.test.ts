import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { businesses, businessUsers, verificationCodes } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { get, latestCode, login, post } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

let seq = 0;
/** A fresh applicant each time, so tests do not share e-mails or mobiles. */
function applicant() {
  seq += 1;
  return {
    name: `Shop ${seq}`,
    email: `owner${seq}-${Date.now()}@example.com`,
    mobile: `1380000${String(seq).padStart(4, '0')}`,
    loginPwd: 'secret12',
  };
}

async function sendRegisterCode(email: string) {
  return post(t.app, '/v1/business/emailCode', { email, purpose: 'register' });
}

const counts = async () => ({
  businesses: (await t.database.db.select().from(businesses)).length,
  users: (await t.database.db.select().from(businessUsers)).length,
});

describe('register', () => {
  it('creates a business and its owner with the e-mailed code, and the owner can log in', async () => {
    const a = applicant();
    const sent = await sendRegisterCode(a.email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().msg).toBe('get Success!');
    const code = await latestCode(t.app, a.email);
    expect(code).toMatch(/^\d{6}$/);
    const res = await post(t.app, '/v1/mall/index/register', { ...a, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().model.businessId).toBeGreaterThan(0);

    const logged = await login(t.app, a.email, a.loginPwd);
    expect(logged.statusCode).toBe(200);
    // A new business must be certified first: the client sends it to /Settlement.
    expect(logged.json().model).toMatchObject({
      status: 0,
      settleStatus: 0,
      rzStatus: 4,
      roleName: 'Owner',
      salt: '0',
    });
    const [user] = await queryRows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from business_users where email = ${a.email}`,
    );
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('stores the code hashed, never as sent', async () => {
    const a = applicant();
    await sendRegisterCode(a.email);
    const code = await latestCode(t.app, a.email);
    const rows = await t.database.db.select().from(verificationCodes);
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
    expect(rows.find((r) => r.target === a.email)?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a code request for a taken e-mail as for a free one; the address gets a notice, not a code', async () => {
    const taken = 'demo@dropmall.test';
    const free = applicant().email;
    for (const lang of ['en', 'zh'] as const) {
      await t.database.db.execute(sql`delete from verification_codes`);
      const [a, b] = await Promise.all(
        [taken, free].map((email) =>
          post(t.app, '/v1/business/emailCode', { email, purpose: 'register' }, { lang }),
        ),
      );
      expect([a?.statusCode, a?.json().msg]).toEqual([b?.statusCode, b?.json().msg]);
      expect(a?.json().msg).toBe(lang === 'en' ? 'get Success!' : '获取成功！');
    }
    // The newest message to the taken address is the notice, in the asker's language, with no code.
    const [notice] = (await get(t.app, `/v1/dev/outbox?to=${taken}&limit=1`)).json();
    expect(notice).toMatchObject({ subject: '您已拥有 Dropmall 账号', code: null });
    expect(notice.body).toContain('该邮箱已有账号');
    expect(await latestCode(t.app, free)).toMatch(/^\d{6}$/);
    // Registering with it fails on the code (none was sent) before anything says the e-mail is taken.
    const before = await counts();
    const reg = await post(t.app, '/v1/mall/index/register', {
      ...applicant(),
      email: taken,
      code: '123456',
    });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().msg).toBe('The verification code is wrong; 4 tries left');
    expect(await counts()).toEqual(before);
  });

  it('says an e-mail is taken when the registration is submitted with its code', async () => {
    const a = applicant();
    await sendRegisterCode(a.email);
    const code = await latestCode(t.app, a.email);
    // Someone else registers the same e-mail meanwhile.
    await t.database.db.insert(businessUsers).values({
      businessId: (await t.database.db.select().from(businesses))[0]?.id as number,
      name: 'Quicker',
      email: a.email,
      passwordHash: 'x',
    });
    const res = await post(t.app, '/v1/mall/index/register', { ...a, code });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('This e-mail is already registered');
  });

  it('refuses a taken mobile', async () => {
    const a = applicant();
    await sendRegisterCode(a.email);
    const code = await latestCode(t.app, a.email);
    const before = await counts();
    const res = await post(t.app, '/v1/mall/index/register', { ...a, mobile: '13800138000', code });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('This mobile number is already registered');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['12345', 'the password must be 6 to 20 characters'],
    ['123456789012345678901', 'the password must be 6 to 20 characters'],
    ['abc 12345', 'the password cannot contain spaces'],
  ])('refuses the password %j', async (loginPwd, message) => {
    const a = applicant();
    await sendRegisterCode(a.email);
    const code = await latestCode(t.app, a.email);
    const before = await counts();
    const res = await post(t.app, '/v1/mall/index/register', { ...a, loginPwd, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('accepts passwords of exactly 6 and 20 characters', async () => {
    for (const loginPwd of ['abc123', 'a'.repeat(20)]) {
      const a = applicant();
      await sendRegisterCode(a.email);
      const res = await post(t.app, '/v1/mall/index/register', {
        ...a,
        loginPwd,
        code: await latestCode(t.app, a.email),
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses a malformed e-mail before sending anything', async () => {
    for (const email of ['', 'not-an-email', "x@y.com' OR 1=1 --", '<b>@x.com']) {
      const res = await post(t.app, '/v1/business/emailCode', { email, purpose: 'register' });
      expect(res.statusCode, email).toBe(400);
    }
    const empty = await post(t.app, '/v1/business/emailCode', {});
    expect(empty.json().msg).toBe('email is required');
  });

  it('keeps SQL and HTML in a name as plain text', async () => {
    const a = { ...applicant(), name: `Robert'); DROP TABLE businesses; -- <script>alert(1)</script>` };
    await sendRegisterCode(a.email);
    const res = await post(t.app, '/v1/mall/index/register', {
      ...a,
      code: await latestCode(t.app, a.email),
    });
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from businesses where id = ${res.json().model.businessId}`,
    );
    expect(rows[0]?.name).toBe(a.name);
  });
});

describe('verification codes', () => {
  it('counts wrong codes, says how many tries are left, and burns the code on the fifth', async () => {
    const a = applicant();
    await sendRegisterCode(a.email);
    const code = await latestCode(t.app, a.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, '/v1/mall/index/register', { ...a, code: wrong });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().msg);
    }
    expect(messages[0]).toBe('The verification code is wrong; 4 tries left');
    expect(messages[4]).toBe('Too many wrong codes; please get a new one');
    const right = await post(t.app, '/v1/mall/index/register', { ...a, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('The verification code is wrong or has expired; please get a new one');
  });

  it('checks at most five of twenty guesses sent at once; the code is then dead, the right one too', async () => {
    const a = applicant();
    await sendRegisterCode(a.email);
    const code = await latestCode(t.app, a.email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(t.app, '/v1/mall/index/register', { ...a, code: wrong(i) })),
    );
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const checked = answers.filter((r) => /tries left|Too many wrong codes/.test(r.json().msg));
    expect(checked.length).toBe(5);
    const [row] = await queryRows<{ attempts: number }>(
      t.database.db,
      sql`select attempts from verification_codes where target = ${a.email}`,
    );
    expect(row?.attempts).toBe(5);
    const right = await post(t.app, '/v1/mall/index/register', { ...a, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('The verification code is wrong or has expired; please get a new one');
    const [user] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from business_users where email = ${a.email}`,
    );
    expect(user?.n).toBe(0);
  });

  it('refuses an expired code', async () => {
    const a = applicant();
    await sendRegisterCode(a.email);
    const code = await latestCode(t.app, a.email);
    await t.database.db.execute(
      sql`update verification_codes set expires_at = now() - interval '1 second' where target = ${a.email}`,
    );
    const res = await post(t.app, '/v1/mall/index/register', { ...a, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('expired');
  });

  it('refuses a code asked for another purpose', async () => {
    const res = await post(t.app, '/v1/business/emailCode', {
      email: 'demo@dropmall.test',
      purpose: 'reset',
    });
    expect(res.statusCode).toBe(200);
    const code = await latestCode(t.app, 'demo@dropmall.test');
    const wrongUse = await post(t.app, '/v1/businessLogin', {
      mobile: 'demo@dropmall.test',
      loginPwd: 'demo123456',
      code,
    });
    expect(wrongUse.statusCode).toBe(400);
  });

  it('enforces the 120-second cool-down with 429 and the seconds left', async () => {
    const a = applicant();
    expect((await sendRegisterCode(a.email)).statusCode).toBe(200);
    const again = await sendRegisterCode(a.email);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(100);
    expect(again.json().msg).toMatch(/you can ask for another in 1[12]\d seconds/);
    const zh = await post(
      t.app,
      '/v1/business/emailCode',
      { email: a.email, purpose: 'register' },
      { lang: 'zh' },
    );
    expect(zh.json().msg).toMatch(/请 1[12]\d 秒后再获取/);
  });

  it('sends a new code once the cool-down is over, and the old one stops working', async () => {
    const a = applicant();
    await sendRegisterCode(a.email);
    const first = await latestCode(t.app, a.email);
    await t.database.db.execute(
      sql`update verification_codes set sent_at = now() - interval '121 seconds' where target = ${a.email}`,
    );
    expect((await sendRegisterCode(a.email)).statusCode).toBe(200);
    const second = await latestCode(t.app, a.email);
    if (first !== second) {
      expect((await post(t.app, '/v1/mall/index/register', { ...a, code: first })).statusCode).toBe(400);
    }
    expect((await post(t.app, '/v1/mall/index/register', { ...a, code: second })).statusCode).toBe(200);
  });

  it('limits code requests per IP address', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(
        t.app,
        '/v1/business/emailCode',
        { email: `burst${i}-${Date.now()}@example.com`, purpose: 'register' },
        { ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('dev outbox', () => {
  it('lists the newest messages with their codes', async () => {
    const a = applicant();
    await sendRegisterCode(a.email);
    const res = await get(t.app, `/v1/dev/outbox?to=${encodeURIComponent(a.email)}`);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json();
    expect(entry).toMatchObject({
      channel: 'email',
      to: a.email,
      subject: 'Your Dropmall verification code',
    });
    expect(entry.body).toContain(entry.code);
  });
});
