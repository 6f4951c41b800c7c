import { vi } from 'vitest';

/** What a stubbed call answers: an envelope (HTTP 200 unless `status` says otherwise). */
export interface StubAnswer {
  status?: number;
  body: unknown;
}

type Handler = (form: URLSearchParams) => StubAnswer;

export const ok = (model: unknown, msg = 'ok'): StubAnswer => ({ body: { code: 0, msg, model } });
export const failure = (status: number, msg: string, code = status * 10): StubAnswer => ({
  status,
  body: { code, msg, model: null },
});

export interface SentCall {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: Headers;
}

/**
 * Stubs fetch at the edge: each call to `/v1<path>` is answered by its handler (an unknown path fails the
 * test loudly). Returns the calls made, with their form bodies, for assertions.
 */
export function stubApi(handlers: Record<string, Handler | StubAnswer>) {
  const calls: SentCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/v1/, '');
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : String(init?.body ?? ''));
    calls.push({ method: init?.method ?? 'GET', path, form, headers: new Headers(init?.headers) });
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected call ${path}`);
    const answer = typeof handler === 'function' ? handler(form) : handler;
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The form bodies sent to a path, oldest first. */
    sent: (path: string) =>
      calls.filter((call) => call.path === path).map((call) => Object.fromEntries(call.form)),
  };
}
