import type { LightMyRequestResponse } from 'fastify';
import { newSeller } from '../../fulfilment/support';
import { newOperator, newStaff, roleWith, SUPER_OPERATOR } from '../../office/support';
import { postJson } from '../../seller/product-support';
import type { TestApp } from '../../support/app';
import { addAddress, newBuyer } from '../../support/commerce';
import { get, loginToken, post } from '../../support/http';

/** The callers of the matrix. Refused callers first; the owner last, so its success may change the object. */
export const REFUSED = ['anonymous', 'otherBusiness', 'staffWithout'] as const;
export type Refused = (typeof REFUSED)[number];

/**
 * Business A owns the objects (it buys, and it sells a product of its own); B is another business; A's staff
 * member holds a role without any permission. Platform objects belong to the super operator, and their
 * powerless staff is an operator whose platform role holds nothing.
 */
export interface World {
  t: TestApp;
  a: { token: string; businessId: number; userId: number; addressId: number };
  /** A's product on sale (handed to A in the database, as its own listing). */
  aSells: { productId: number; skuId: number };
  b: { token: string; businessId: number; addressId: number };
  /** A buyer of A's product, for the seller's side. */
  c: { token: string; businessId: number; addressId: number };
  staffOfA: string;
  superOp: string;
  opWithout: string;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.database.db;
  const seller = await newSeller(t);
  const a = seller.seller;
  const b = await newBuyer(db, '5000');
  const c = await newBuyer(db, '5000');
  const emptyRole = await roleWith(t, a.token, 'business', []);
  const superOp = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
  const emptyPlatformRole = await roleWith(t, superOp, 'platform', []);
  return {
    t,
    a: { ...a, addressId: (await addAddress(t.app, db, a.token, { firstName: 'Aurora' })).id },
    aSells: { productId: seller.productId, skuId: seller.skuId },
    b: { ...b, addressId: (await addAddress(t.app, db, b.token)).id },
    c: { ...c, addressId: (await addAddress(t.app, db, c.token)).id },
    staffOfA: (await newStaff(t, a.token, emptyRole)).token,
    superOp,
    opWithout: (await newOperator(t, emptyPlatformRole)).token,
  };
}

/** The token of a refused caller of a row whose object belongs to a business or to the platform. */
export function refusedToken(w: World, caller: Refused, owner: 'business' | 'platform'): string | undefined {
  if (caller === 'anonymous') return undefined;
  if (caller === 'otherBusiness') return w.b.token;
  return owner === 'business' ? w.staffOfA : w.opWithout;
}

export const ownerToken = (w: World, owner: 'business' | 'platform') =>
  owner === 'business' ? w.a.token : w.superOp;

export type Send = (token: string | undefined) => Promise<LightMyRequestResponse>;

/** The call of an operation id ('POST /v1/x'): a GET with a query, a POST with a form body. */
export function formCall(t: TestApp, opId: string, fields: Record<string, string | number>): Send {
  const [method, path] = opId.split(' ') as [string, string];
  return (token) => {
    const options = token ? { token } : {};
    if (method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
      );
      return get(t.app, `${path}?${query}`, options);
    }
    return post(t.app, path, fields, options);
  };
}

/** A POST with a JSON body, as the product form sends it. */
export function jsonCall(t: TestApp, opId: string, body: unknown): Send {
  const path = opId.split(' ')[1] as string;
  return (token) => postJson(t.app, path, body, token ? { token } : {});
}

/** The model or result of a successful answer of either envelope; throws with the body otherwise. */
export function okBody<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  const body = res.json();
  if (res.statusCode !== 200 || (body.code !== 0 && body.success !== 'true'))
    throw new Error(`expected success, got ${res.statusCode}: ${res.body}`);
  return (body.success === 'true' ? body.result : body.model) as T;
}

/** What the owner reads back: the answer's data, or its status and code when there is none (deleted). */
export function seen(res: LightMyRequestResponse): unknown {
  const body = res.json();
  if (res.statusCode !== 200) return { status: res.statusCode, code: body.code };
  return body.success === 'true' ? body.result : body.model;
}
