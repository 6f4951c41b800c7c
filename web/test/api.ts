import { vi } from 'vitest';

/** What a stubbed call answers: an envelope (HTTP 200 unless `status` says otherwise). */
export interface StubAnswer {
  status?: number;
  body: unknown;
  /** A file answer (a download): the body is sent as is with this content type. */
  type?: string;
}

/** Answers a call from its form body (POST) and its query (GET). */
type Handler = (form: URLSearchParams, query: URLSearchParams) => StubAnswer;

export const ok = (model: unknown, msg = 'ok'): StubAnswer => ({ body: { code: 0, msg, model } });
/** A file a download call answers (e.g. a zip). */
export const file = (content: string, type: string): StubAnswer => ({ body: content, type });
export const failure = (status: number, msg: string, code = status * 10): StubAnswer => ({
  status,
  body: { code, msg, model: null },
});

export interface SentCall {
  method: string;
  path: string;
  form: URLSearchParams;
  query: URLSearchParams;
  headers: Headers;
  /** The body as sent: a JSON or form text, or the FormData of an upload. */
  body: BodyInit | null | undefined;
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
    calls.push({
      method: init?.method ?? 'GET',
      path,
      form,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected call ${path}`);
    const answer = typeof handler === 'function' ? handler(form, url.searchParams) : handler;
    if (answer.type)
      return new Response(String(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': answer.type },
      });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The form bodies sent to a path, oldest first. */
    sent: (path: string) =>
      calls.filter((call) => call.path === path).map((call) => Object.fromEntries(call.form)),
    /** The query parameters of the GETs to a path, oldest first. */
    asked: (path: string) =>
      calls.filter((call) => call.path === path).map((call) => Object.fromEntries(call.query)),
  };
}
