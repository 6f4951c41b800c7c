import { randomIp } from './http';

// biome-ignore lint/suspicious/noExplicitAny: answers of a running server, read loosely
type Json = any;

export interface RemoteAnswer {
  status: number;
  /** The parsed JSON, or the bytes of any other answer (a file). */
  body: Json;
}

export interface RemoteOptions {
  token?: string;
  /**
   * The caller's address, sent as X-Forwarded-For (the server must run with TRUST_PROXY=true, as behind a
   * load balancer); each call gets a random one unless a test is about per-IP limits.
   */
  ip?: string;
}

/** Calls to a server running as its own process (support/server-process.ts), as the web client makes them. */
export class Remote {
  readonly base: string;

  constructor(readonly port: number) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** A form-encoded POST under /v1. */
  post(path: string, fields: Record<string, string | number> = {}, options: RemoteOptions = {}) {
    const body = new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return this.send('POST', path, options, body, 'application/x-www-form-urlencoded');
  }

  get(path: string, options: RemoteOptions = {}) {
    return this.send('GET', path, options);
  }

  /** A raw POST with headers of the caller's choosing (a payment provider's webhook). */
  async raw(path: string, body: string, headers: Record<string, string>): Promise<RemoteAnswer> {
    const res = await fetch(`${this.base}/v1${path}`, { method: 'POST', headers, body });
    return { status: res.status, body: await res.json() };
  }

  /** The newest code sent to an address, read from the developer outbox. */
  async latestCode(to: string): Promise<string> {
    const { body } = await this.get(`/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
    const code = body[0]?.code;
    if (!code) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(body)}`);
    return code;
  }

  private async send(
    method: string,
    path: string,
    options: RemoteOptions,
    body?: string,
    contentType?: string,
  ): Promise<RemoteAnswer> {
    const res = await fetch(`${this.base}/v1${path}`, {
      method,
      body,
      headers: {
        'x-forwarded-for': options.ip ?? randomIp(),
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const json = res.headers.get('content-type')?.includes('json');
    return { status: res.status, body: json ? JSON.parse(bytes.toString('utf8')) : bytes };
  }
}

/** Polls `what` until `ok` holds or the deadline passes (then fails with the last value seen). */
export async function until<T>(
  what: () => Promise<T>,
  ok: (value: T) => boolean,
  ms: number,
  every = 100,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`gave up waiting after ${ms} ms; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, every));
  }
}
