import type { paths } from 'dropmall-api';
import createClient from 'openapi-fetch';

/**
 * An integrator's program, as README.md in this folder tells one to write it: the types openapi-typescript
 * generates from the mall's /api-docs/json, called through openapi-fetch. api/test/api-client.test.ts
 * generates the types from the server under test, compiles this file with them and runs these calls.
 */
export type DropmallClient = ReturnType<typeof createClient<paths>>;

/** A client of one mall; with a token (an API key, dm_live_..., or a session's) sent on every call. */
export function dropmallClient(baseUrl: string, token?: string): DropmallClient {
  const client = createClient<paths>({ baseUrl });
  if (token)
    client.use({
      onRequest: ({ request }) => {
        request.headers.set('authorization', `Bearer ${token}`);
        return request;
      },
    });
  return client;
}

/** The catalogue's newest products: anyone may read them. */
export async function newestProducts(client: DropmallClient, size: number) {
  const { data, error, response } = await client.GET('/v1/mall/index/page', {
    params: { query: { size, sortIndex: 1 } },
  });
  if (!data) throw new Error(`catalogue: ${response.status} ${error.msg}`);
  const { records, total } = data.model;
  return { total, products: records.map((p) => ({ id: p.id, title: p.title, price: p.price })) };
}

/** Logs a business user in with the e-mailed code (`readCode` fetches it); answers the session token. */
export async function logIn(
  client: DropmallClient,
  email: string,
  password: string,
  readCode: (email: string) => Promise<string>,
): Promise<string> {
  const sent = await client.POST('/v1/business/emailCode', { body: { email, purpose: 'login' } });
  if (sent.error) throw new Error(`code: ${sent.response.status} ${sent.error.msg}`);
  const code = await readCode(email);
  const { data, error } = await client.POST('/v1/businessLogin', {
    body: { mobile: email, loginPwd: password, code },
  });
  if (!data) throw new Error(`login: ${error.msg}`);
  return data.model.token;
}

/**
 * The caller's orders as a buyer, or why not: a failure is the `{ success, result, message, code }` envelope
 * with its HTTP status, typed by the status's documented codes.
 */
export async function myOrders(client: DropmallClient) {
  const { data, error, response } = await client.POST('/v1/api/order/orderList', {
    body: { current: 1, size: 10 },
  });
  if (data)
    return {
      ok: true as const,
      total: data.result.total,
      orderNos: data.result.records.map((o) => o.orderNo),
    };
  const code: number = error.code;
  return { ok: false as const, status: response.status, code, message: error.message };
}

/** Never called: each line must fail to compile, or the generated types would be too loose to help anyone. */
export function mistakesTheTypesCatch(client: DropmallClient) {
  // @ts-expect-error: no such call
  void client.GET('/v1/no/such/call');
  // @ts-expect-error: the page size is a number
  void client.GET('/v1/mall/index/page', { params: { query: { size: 'five' } } });
  // @ts-expect-error: a login needs its code
  void client.POST('/v1/businessLogin', { body: { mobile: 'demo@dropmall.test', loginPwd: 'secret' } });
  return async () => {
    const { data } = await client.GET('/v1/mall/index/page', {});
    // @ts-expect-error: a product has no such field
    return data?.model.records[0]?.secretCost;
  };
}
