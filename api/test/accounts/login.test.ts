import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businesses, businessUsers, operators } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { get, latestCode, login, loginToken, post } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const DEMO = { email: 'demo@dropmall.test', mobile: '13800138000', password: 'demo123456' };

/** Each test starts with the demo business active, unfrozen, with its demo password and no live codes. */
beforeEach(async () => {
  await t.database.db.execute(sql`delete from verification_codes`);
  await t.database.db
    .update(businessUsers)
    .set({ state: 'active', failedLogins: 0 })
    .where(eq(businessUsers.email, DEMO.email));
});

const menu = (token: string) => post(t.app, '/v1/sysuser/permission_list', {}, { token });

async function codeFor(username: string, purpose = 'login') {
  const res = username.includes('@')
    ? await post(t.app, '/v1/business/emailCode', { email: username, purpose })
    : await post(t.app, '/v1/getMoblieMessage', { mobile: username, purpose });
  expect(res.statusCode, res.body).toBe(200);
  return latestCode(t.app, username);
}

describe('login', () => {
  it('logs a business in by e-mail with an e-mailed code and answers the login model', async () => {
    const res = await login(t.app, DEMO.email, DEMO.password);
    expect(res.statusCode).toBe(200);
    const model = res.json().model;
    expect(model).toMatchObject({
      username: DEMO.email,
      email: DEMO.email,
      mobile: DEMO.mobile,
      accountKind: 'business',
      status: 1,
      settleStatus: 2,
      rzStatus: 2,
      salt: '0',
      roleName: 'Owner',
    });
    expect(model.token).toMatch(/^[\w-]{43}$/);
    expect(res.body).not.toContain('password');
    expect((await menu(model.token)).statusCode).toBe(200);
  });

  it('logs in by mobile with an SMS code', async () => {
    const res = await login(t.app, DEMO.mobile, DEMO.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().model.username).toBe(DEMO.mobile);
    const [sms] = (await get(t.app, `/v1/dev/outbox?to=${DEMO.mobile}`)).json();
    expect(sms.channel).toBe('sms');
  });

  it('ignores spaces and case in the username', async () => {
    const code = await codeFor(DEMO.email);
    const res = await post(t.app, '/v1/businessLogin', {
      mobile: ' Demo@Dropmall.TEST ',
      loginPwd: DEMO.password,
      code,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password without saying which part was wrong, and does not log in', async () => {
    const code = await codeFor(DEMO.email);
    const res = await post(t.app, '/v1/businessLogin', { mobile: DEMO.email, loginPwd: 'wrong-pass', code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 4000, msg: 'Wrong username or password', model: null });
  });

  it('answers an unknown username like a known one with a wrong code', async () => {
    const ghost = 'nobody@example.com';
    await codeFor(DEMO.email);
    expect((await post(t.app, '/v1/business/emailCode', { email: ghost, purpose: 'login' })).statusCode).toBe(
      200,
    );
    const wrong = { loginPwd: 'whatever1', code: '000000' };
    const [known, unknown] = await Promise.all(
      [DEMO.email, ghost].map((mobile) => post(t.app, '/v1/businessLogin', { mobile, ...wrong })),
    );
    expect(unknown?.statusCode).toBe(400);
    expect([unknown?.statusCode, unknown?.json().msg]).toEqual([known?.statusCode, known?.json().msg]);
    // Without any code asked for, both answer that the code is wrong or expired.
    const never = await post(t.app, '/v1/businessLogin', { mobile: 'never@example.com', ...wrong });
    expect(never.json().msg).toBe('The verification code is wrong or has expired; please get a new one');
  });

  it('asks for every field', async () => {
    const res = await post(t.app, '/v1/businessLogin', { mobile: DEMO.email, loginPwd: DEMO.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('code is required');
  });

  it('freezes the account after five wrong passwords in a row and ends its sessions', async () => {
    const earlier = await loginToken(t.app, DEMO.email, DEMO.password);
    await t.database.db.execute(sql`delete from verification_codes`);
    const code = await codeFor(DEMO.email);
    const answers: { status: number; msg: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, '/v1/businessLogin', {
        mobile: DEMO.email,
        loginPwd: `wrong-${i}`,
        code,
      });
      answers.push({ status: res.statusCode, msg: res.json().msg });
    }
    expect(answers[2]?.msg).toContain('2 tries left');
    expect(answers[4]).toEqual({
      status: 403,
      msg: 'This account is frozen after too many wrong passwords; please contact the administrator',
    });
    const [user] = await t.database.db
      .select()
      .from(businessUsers)
      .where(eq(businessUsers.email, DEMO.email));
    expect(user?.state).toBe('frozen');
    expect((await menu(earlier)).json().code).toBe(1001);

    // The right password does not open a frozen account.
    await t.database.db.execute(sql`delete from verification_codes`);
    const fresh = await codeFor(DEMO.email);
    const right = await post(t.app, '/v1/businessLogin', {
      mobile: DEMO.email,
      loginPwd: DEMO.password,
      code: fresh,
    });
    expect(right.statusCode).toBe(403);
  });

  it('resets the count of wrong passwords after a good login', async () => {
    let code = await codeFor(DEMO.email);
    for (let i = 0; i < 3; i++)
      await post(t.app, '/v1/businessLogin', { mobile: DEMO.email, loginPwd: 'nope-nope', code });
    expect(
      (await post(t.app, '/v1/businessLogin', { mobile: DEMO.email, loginPwd: DEMO.password, code }))
        .statusCode,
    ).toBe(200);
    const [user] = await t.database.db
      .select()
      .from(businessUsers)
      .where(eq(businessUsers.email, DEMO.email));
    expect(user?.failedLogins).toBe(0);
    await t.database.db.execute(sql`delete from verification_codes`);
    code = await codeFor(DEMO.email);
    const again = await post(t.app, '/v1/businessLogin', { mobile: DEMO.email, loginPwd: 'nope-nope', code });
    expect(again.json().msg).toBe('Wrong username or password');
  });

  it('refuses a disabled account (said only to who holds its code)', async () => {
    await t.database.db
      .update(businessUsers)
      .set({ state: 'disabled' })
      .where(eq(businessUsers.email, DEMO.email));
    const code = await codeFor(DEMO.email);
    const res = await post(t.app, '/v1/businessLogin', {
      mobile: DEMO.email,
      loginPwd: DEMO.password,
      code,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('This account has been disabled; please contact the administrator');
    const zh = await post(
      t.app,
      '/v1/businessLogin',
      { mobile: DEMO.email, loginPwd: DEMO.password, code },
      { lang: 'zh' },
    );
    expect(zh.json().msg).toBe('该账号已被停用，请联系管理员');
  });

  it('uses a login code once', async () => {
    const code = await codeFor(DEMO.email);
    expect(
      (await post(t.app, '/v1/businessLogin', { mobile: DEMO.email, loginPwd: DEMO.password, code }))
        .statusCode,
    ).toBe(200);
    const replay = await post(t.app, '/v1/businessLogin', {
      mobile: DEMO.email,
      loginPwd: DEMO.password,
      code,
    });
    expect(replay.statusCode).toBe(400);
  });

  it('logs an operator in and gives the platform menu', async () => {
    const res = await login(t.app, 'operator@dropmall.test', 'operator123');
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toMatchObject({
      accountKind: 'operator',
      businessId: null,
      status: 1,
      settleStatus: 2,
    });
    const tree = (await menu(res.json().model.token)).json().model;
    expect(tree.map((n: { name: string }) => n.name)).toContain('Platform Management');
  });

  it('limits login attempts per IP address', async () => {
    const ip = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await post(
        t.app,
        '/v1/businessLogin',
        { mobile: 'x@example.com', loginPwd: 'abcdef1', code: '123456' },
        { ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});

describe('menu', () => {
  it('answers the business menu with groups, pages and button permissions, in the caller language', async () => {
    const token = await loginToken(t.app, DEMO.email, DEMO.password);
    const en = (await menu(token)).json().model;
    const profile = en.find((n: { name: string }) => n.name === 'My Profile');
    expect(profile).toMatchObject({ path: '-', meta: { btnPermissions: null } });
    expect(profile.children.map((c: { path: string }) => c.path)).toContain('/myCenter/businessInfo');
    const system = en.find((n: { name: string }) => n.name === 'System Management');
    const roles = system.children.find((c: { path: string }) => c.path === '/System/rolesList');
    expect(roles.meta.btnPermissions).toEqual([
      'role search',
      'add role',
      'edit',
      'delete role',
      'copy role',
      'save permissions',
    ]);
    const zh = (await post(t.app, '/v1/sysuser/permission_list', {}, { token, lang: 'zh' })).json().model;
    expect(zh[0].name).toBe('个人中心');
  });
  it('needs a token', async () => {
    const res = await post(t.app, '/v1/sysuser/permission_list');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1001);
  });
});

describe('logout and password changes end sessions', () => {
  it('revokes the token at logout', async () => {
    const token = await loginToken(t.app, DEMO.email, DEMO.password);
    const out = await post(t.app, '/v1/logout', {}, { token });
    expect(out.statusCode).toBe(200);
    expect((await menu(token)).json().code).toBe(1001);
  });

  it('changes the password, ends every session, and the new password works', async () => {
    const token = await loginToken(t.app, DEMO.email, DEMO.password);
    const wrongOld = await post(
      t.app,
      '/v1/business/changePassword',
      { oldPassword: 'not-it', newPassword: 'newpass99' },
      { token },
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().msg).toBe('The current password is wrong');
    const short = await post(
      t.app,
      '/v1/business/changePassword',
      { oldPassword: DEMO.password, newPassword: 'abc' },
      { token },
    );
    expect(short.statusCode).toBe(400);
    const ok = await post(
      t.app,
      '/v1/business/changePassword',
      { oldPassword: DEMO.password, newPassword: 'newpass99' },
      { token },
    );
    expect(ok.statusCode).toBe(200);
    expect((await menu(token)).json().code).toBe(1001);
    await t.database.db.execute(sql`delete from verification_codes`);
    const withNew = await loginToken(t.app, DEMO.email, 'newpass99');
    await post(
      t.app,
      '/v1/business/changePassword',
      { oldPassword: 'newpass99', newPassword: DEMO.password },
      { token: withNew },
    );
  });

  it('resets a forgotten password with an e-mailed code, once', async () => {
    const token = await loginToken(t.app, DEMO.email, DEMO.password);
    const code = await codeFor(DEMO.email, 'reset');
    const mismatch = await post(t.app, '/v1/business/forget/saveNewPassword', {
      email: DEMO.email,
      newUserPassword: 'a b c d e',
      registCode: code,
    });
    expect(mismatch.statusCode).toBe(400);
    const res = await post(t.app, '/v1/business/forget/saveNewPassword', {
      email: DEMO.email,
      newUserPassword: 'resetpass1',
      registCode: code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Password reset, please log in');
    expect((await menu(token)).json().code).toBe(1001);
    const replay = await post(t.app, '/v1/business/forget/saveNewPassword', {
      email: DEMO.email,
      newUserPassword: 'other-pass',
      registCode: code,
    });
    expect(replay.statusCode).toBe(400);
    await t.database.db.execute(sql`delete from verification_codes`);
    const back = await loginToken(t.app, DEMO.email, 'resetpass1');
    await post(
      t.app,
      '/v1/business/changePassword',
      { oldPassword: 'resetpass1', newPassword: DEMO.password },
      { token: back },
    );
  });

  it('answers reset code requests alike; only an e-mail of an account gets a code (the form sends no purpose)', async () => {
    const ghost = `ghost-${Date.now()}@example.com`;
    const outboxOf = async (to: string) => (await get(t.app, `/v1/dev/outbox?to=${to}`)).json().length;
    const before = { demo: await outboxOf(DEMO.email), ghost: await outboxOf(ghost) };
    const first = await Promise.all(
      [DEMO.email, ghost].map((email) => post(t.app, '/v1/business/emailCode', { email })),
    );
    expect(first.map((r) => [r.statusCode, r.json().msg])).toEqual([
      [200, 'get Success!'],
      [200, 'get Success!'],
    ]);
    expect(await outboxOf(DEMO.email)).toBe(before.demo + 1);
    expect(await outboxOf(ghost)).toBe(before.ghost);
    // Asking again at once: the same cool-down for both.
    const again = await Promise.all(
      [DEMO.email, ghost].map((email) => post(t.app, '/v1/business/emailCode', { email })),
    );
    expect(again.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(again[1]?.json().msg).toMatch(/you can ask for another in 1[12]\d seconds/);
    // Resetting with a guessed code fails alike too.
    const reset = await Promise.all(
      [DEMO.email, ghost].map((email) =>
        post(t.app, '/v1/business/forget/saveNewPassword', {
          email,
          newUserPassword: 'other-pass',
          registCode: '000000',
        }),
      ),
    );
    expect(reset[1]?.json().msg).toBe(reset[0]?.json().msg);
    expect(reset[1]?.statusCode).toBe(400);
  });

  it('answers login code requests by SMS alike, and sends only to a mobile of an account', async () => {
    const ghost = '13012345678';
    const answers = await Promise.all(
      [DEMO.mobile, ghost].map((mobile) =>
        post(t.app, '/v1/getMoblieMessage', { mobile, purpose: 'login' }, { lang: 'zh' }),
      ),
    );
    expect(answers.map((r) => [r.statusCode, r.json().msg])).toEqual([
      [200, '获取成功！'],
      [200, '获取成功！'],
    ]);
    expect((await get(t.app, `/v1/dev/outbox?to=${ghost}`)).json()).toEqual([]);
    expect(await latestCode(t.app, DEMO.mobile)).toMatch(/^\d{6}$/);
  });
});

describe('profile and mobile', () => {
  it('completes the business profile, which sets status 1', async () => {
    const token = await loginToken(t.app, DEMO.email, DEMO.password);
    await t.database.db.update(businesses).set({ status: 0 });
    const info = {
      name: 'Sunrise Trading Co.',
      contactName: 'Ana Souza',
      contactPhone: '5511987654321',
      country: 'Brazil',
      address: 'Rua Augusta 500, São Paulo',
      storeUrl: 'https://sunrise.example.com',
    };
    const bad = await post(
      t.app,
      '/v1/business/saveInfo',
      { ...info, storeUrl: 'javascript:alert(1)' },
      { token },
    );
    expect(bad.statusCode).toBe(400);
    const res = await post(t.app, '/v1/business/saveInfo', info, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toMatchObject({ ...info, status: 1 });
    expect((await get(t.app, '/v1/business/info', { token })).json().model.status).toBe(1);
  });

  it('keeps operators and staff out of the business profile', async () => {
    const operator = await loginToken(t.app, 'operator@dropmall.test', 'operator123');
    expect((await get(t.app, '/v1/business/info', { token: operator })).statusCode).toBe(403);
    expect((await get(t.app, '/v1/business/info')).statusCode).toBe(401);
  });

  it('binds a new mobile with a code sent to it', async () => {
    const token = await loginToken(t.app, DEMO.email, DEMO.password);
    const taken = await post(
      t.app,
      '/v1/getMoblieMessage',
      { mobile: '13900139000', purpose: 'bind' },
      { token },
    );
    // A taken number: the same answer as a free one; its holder gets a notice, and no code exists to bind it.
    expect([taken.statusCode, taken.json().msg]).toEqual([200, 'get Success!']);
    const [notice] = (await get(t.app, '/v1/dev/outbox?to=13900139000&limit=1')).json();
    expect(notice).toMatchObject({ code: null });
    expect(notice.body).toContain('already belongs to a Dropmall account');
    const code = await codeFor('13700137000', 'bind');
    const res = await post(t.app, '/v1/business/bindMobile', { mobile: '13700137000', code }, { token });
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db
      .select()
      .from(businessUsers)
      .where(eq(businessUsers.email, DEMO.email));
    expect(user?.mobile).toBe('13700137000');
    await t.database.db
      .update(businessUsers)
      .set({ mobile: DEMO.mobile })
      .where(eq(businessUsers.email, DEMO.email));
    const [operator] = await t.database.db.select().from(operators);
    expect(operator?.mobile).toBe('13900139000');
  });
});
