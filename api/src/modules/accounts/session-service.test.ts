import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { demoIds } from '../../../test/support/http';
import { businessUsers } from '../../db/schema/accounts';
import { sessions } from '../../db/schema/sessions';
import { access } from '../../http/access';
import { officeOk } from '../../http/envelope';
import { hashToken, SESSION_TTL_MS, SessionService } from './session-service';

let clock = new Date('2026-11-01T00:00:00Z');
let t: TestApp;
let service: SessionService;
let ids: { userId: number; operatorId: number };

/** A guarded route of this test only, to see what the access check answers. */
const guarded: FastifyPluginAsync = async (app) => {
  const signedIn = { config: { access: access.signedIn } };
  app.get('/probe/me', signedIn, async (request) => officeOk(request.principal));
  app.get('/api/probe/me', signedIn, async (request) => officeOk(request.principal));
  app.get('/probe/maybe', { config: { access: access.anonymous } }, async (request) =>
    officeOk(request.principal),
  );
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.register(guarded, { prefix: '/v1' });
  await t.app.ready();
  // The app's own service checks tokens; this one shares its database and lets the test move the clock.
  service = new SessionService(t.database.db, () => clock);
  ids = await demoIds(t.database.db);
});
afterAll(() => t.close());

const me = (token?: string, url = '/v1/probe/me') =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('sessions', () => {
  it('stores only the hash of a 256-bit token', async () => {
    const token = await service.create({ kind: 'business', id: ids.userId });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('lets a valid token through and names the caller', async () => {
    clock = new Date();
    const token = await service.create({ kind: 'operator', id: ids.operatorId });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toMatchObject({ kind: 'operator', id: ids.operatorId });
  });

  it('answers 1001 without a token, with a malformed header, and with an unknown token', async () => {
    for (const res of [
      await me(),
      await t.app.inject({ method: 'GET', url: '/v1/probe/me', headers: { authorization: 'Basic abc' } }),
      await me('not-a-token-we-issued'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 1001, model: null });
    }
  });

  it('answers 1001 in the api envelope for /api/* calls', async () => {
    const res = await me(undefined, '/v1/api/probe/me');
    expect(res.json()).toMatchObject({ success: 'false', code: 1001 });
  });

  it('answers 1007 once the session expired', async () => {
    clock = new Date(Date.now() - SESSION_TTL_MS - 60_000);
    const token = await service.create({ kind: 'business', id: ids.userId });
    clock = new Date();
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1007 });
    expect(res.json().msg).toBe('Your session has expired, please log in again');
  });

  it('renews a session on use, so an active user stays logged in', async () => {
    clock = new Date('2026-01-01T00:00:00Z');
    const token = await service.create({ kind: 'business', id: ids.userId });
    clock = new Date(clock.getTime() + SESSION_TTL_MS - 1000);
    expect((await service.check(token)).status).toBe('valid');
    clock = new Date(clock.getTime() + 5000);
    expect((await service.check(token)).status).toBe('valid');
  });

  it('treats a revoked token as unknown', async () => {
    clock = new Date();
    const token = await service.create({ kind: 'business', id: ids.userId });
    await service.revoke(token);
    expect((await me(token)).json().code).toBe(1001);
  });

  it('revokes every session of one account and no other', async () => {
    clock = new Date();
    // Ids of the two kinds may be equal; revoking one kind must not touch the other.
    const a1 = await service.create({ kind: 'business', id: ids.userId });
    const a2 = await service.create({ kind: 'business', id: ids.userId });
    const other = await service.create({ kind: 'operator', id: ids.operatorId });
    await service.revokeAll({ kind: 'business', id: ids.userId });
    expect((await service.check(a1)).status).toBe('unknown');
    expect((await service.check(a2)).status).toBe('unknown');
    expect((await service.check(other)).status).toBe('valid');
  });

  it('stops honouring the sessions of an account that is disabled or frozen', async () => {
    clock = new Date();
    const token = await service.create({ kind: 'business', id: ids.userId });
    expect((await service.check(token)).status).toBe('valid');
    for (const state of ['disabled', 'frozen'] as const) {
      await t.database.db.update(businessUsers).set({ state }).where(eq(businessUsers.id, ids.userId));
      expect((await me(token)).json().code).toBe(1001);
    }
    await t.database.db
      .update(businessUsers)
      .set({ state: 'active' })
      .where(eq(businessUsers.id, ids.userId));
  });

  it('lets anonymous callers through optional routes', async () => {
    const res = await me('garbage', '/v1/probe/maybe');
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toBeNull();
  });
});
