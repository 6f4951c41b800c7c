import type { ApiKeyCreated, ApiKeyScope } from '@dropmall/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { randomIp } from '../support/http';

/** Makes a key through the API (JSON, as the page sends it) and returns the answer: key and secret. */
export async function createKey(
  app: FastifyInstance,
  token: string,
  scopes: ApiKeyScope[],
  expiresInDays = 30,
  name = 'Integration',
): Promise<ApiKeyCreated> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/apiKey/create',
    payload: { name, scopes, expiresInDays },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as ApiKeyCreated;
}

/** A call made with an API key, as a program makes it (JSON bodies). */
export function withKey(
  app: FastifyInstance,
  secret: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload } : {}),
  });
}
