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

  it('refuses an unknown username, and a code for an unknown mobile', async () => {
    const res = await post(t.app, '/v1/businessLogin', {
      mobile: 'nobody@example.com',
      loginPwd: 'whatever1',
      code: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Wrong username or password');
    const sms = await post(t.app, '/v1/getMoblieMessage', { mobile: '13012345678' });
    expect(sms.statusCode).toBe(404);
    expect(sms.json().msg).toBe('No account uses this mobile number');
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

  it('refuses a disabled account', async () => {
    await t.database.db
      .update(businessUsers)
      .set({ state: 'disabled' })
      .where(eq(businessUsers.email, DEMO.email));
    const res = await post(t.app, '/v1/businessLogin', {
      mobile: DEMO.email,
      loginPwd: DEMO.password,
      code: '123456',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('This account has been disabled; please contact the administrator');
    const zh = await post(
      t.app,
      '/v1/businessLogin',
      { mobile: DEMO.email, loginPwd: DEMO.password, code: '123456' },
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

  it('sends reset codes only to e-mails that have an account (the form sends no purpose)', async () => {
    const res = await post(t.app, '/v1/business/emailCode', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No account uses this e-mail');
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
    expect(taken.statusCode).toBe(409);
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
