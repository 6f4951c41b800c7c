import { REQUEST_TIMEOUT_MS } from '@dropmall/contract';
import message from 'antd/es/message';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { browser } from './browser';
import { ApiError, download, get, post, postJson } from './http';
import { i18n } from './i18n';
import { loading } from './loading';
import { readStorage, writeStorage } from './storage';

const fetchMock = vi.fn<typeof fetch>();

function reply(body: unknown, status = 200, contentType = 'application/json'): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

function sent(index = 0): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const init = call[1] ?? {};
  return { url: String(call[0]), init, headers: new Headers(init.headers) };
}

const ok = { code: 0, msg: 'ok', model: null };
let toast: MockInstance<typeof message.error>;
let assign: MockInstance<typeof browser.assign>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  toast = vi.spyOn(message, 'error').mockReturnValue(undefined as never);
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  window.history.replaceState(null, '', '/');
});

/** The texts of the error toasts shown so far (the client passes `{ content, duration, key }`). */
const toastTexts = () => toast.mock.calls.map((call) => (call[0] as { content: unknown }).content);
/** The toasts' texts once the lazily loaded message module has shown them (lib/toast.ts). */
const toastsShown = async (texts: string[]) => vi.waitFor(() => expect(toastTexts()).toEqual(texts));

describe('request encoding', () => {
  it('form-encodes POST bodies, JSON-stringifying objects and arrays and skipping absent fields', async () => {
    fetchMock.mockResolvedValue(reply(ok));
    await post('/role/save', {
      name: 'Ops team',
      ids: [1, 2],
      meta: { a: 1 },
      on: true,
      n: 3,
      none: null,
      gone: undefined,
    });
    const { url, init, headers } = sent();
    expect(url).toBe('/v1/role/save');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('name=Ops+team&ids=%5B1%2C2%5D&meta=%7B%22a%22%3A1%7D&on=true&n=3');
  });

  it('sends GET params in the query string and no body', async () => {
    fetchMock.mockResolvedValue(reply(ok));
    await get('/mall/index/page', { current: 2, title: 'red shoe', tagIds: [7] });
    const { url, init } = sent();
    expect(url).toBe('/v1/mall/index/page?current=2&title=red+shoe&tagIds=%5B7%5D');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON body only when the call asks for it', async () => {
    fetchMock.mockResolvedValue(reply(ok));
    await postJson('/product/save', { title: 'Mug', mallSpecTop: ['Color'] });
    const { init, headers } = sent();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"title":"Mug","mallSpecTop":["Color"]}');
  });
});

describe('headers', () => {
  it('carries the bearer token on every call except login', async () => {
    writeStorage('token', 'tok-123');
    fetchMock.mockImplementation(async () => reply(ok));
    await post('/role/list');
    await get('/businessUser/info');
    await post('/businessLogin', { mobile: '13800000000', loginPwd: 'secret1' });
    expect(sent(0).headers.get('Authorization')).toBe('Bearer tok-123');
    expect(sent(1).headers.get('Authorization')).toBe('Bearer tok-123');
    expect(sent(2).headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization header without a stored token', async () => {
    fetchMock.mockResolvedValue(reply(ok));
    await post('/role/list');
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it('sends Accept-Language from the stored lang (en by default)', async () => {
    fetchMock.mockImplementation(async () => reply(ok));
    await get('/mall/index/getProductTags');
    writeStorage('lang', 'zh');
    await get('/mall/index/getProductTags');
    expect(sent(0).headers.get('Accept-Language')).toBe('en');
    expect(sent(1).headers.get('Accept-Language')).toBe('zh');
  });
});

describe('success', () => {
  it('resolves with model of the back-office envelope', async () => {
    fetchMock.mockResolvedValue(reply({ code: 0, msg: 'ok', model: { records: [1], total: 1 } }));
    await expect(post('/role/list')).resolves.toEqual({ records: [1], total: 1 });
  });

  it('resolves with result of the api envelope', async () => {
    fetchMock.mockResolvedValue(reply({ success: 'true', result: [{ id: 4 }], message: '' }));
    await expect(post('/api/address/list')).resolves.toEqual([{ id: 4 }]);
  });

  it('resolves with the whole envelope when asked (uploads read msg)', async () => {
    fetchMock.mockResolvedValue(reply({ code: 0, msg: '/uploads/a.png', model: null }));
    await expect(post('/upload/picture', new FormData(), { whole: true })).resolves.toEqual({
      code: 0,
      msg: '/uploads/a.png',
      model: null,
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('resolves downloads with the file in blob mode', async () => {
    fetchMock.mockResolvedValue(reply('PK-zip-bytes', 200, 'application/zip'));
    const file = await download('/product/initzip', { id: 9 });
    expect(await file.text()).toBe('PK-zip-bytes');
  });
});

describe('failures', () => {
  it("shows the server's msg as a 2 s error toast and rejects with an ApiError", async () => {
    fetchMock.mockResolvedValue(reply({ code: 4090, msg: 'Role name already exists', model: null }, 409));
    const error = await post('/role/save', { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 4090, message: 'Role name already exists' });
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ content: 'Role name already exists', duration: 2 }),
      ),
    );
  });

  it('carries the seconds of a 429 Retry-After, so a countdown can follow the server', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 1429, msg: 'wait 87 seconds', model: null }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '87' },
      }),
    );
    const error = await post('/getMoblieMessage', { mobile: '13800138000' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 87, message: 'wait 87 seconds' });
  });

  it("shows the server's message of an unsuccessful api-envelope call", async () => {
    fetchMock.mockResolvedValue(
      reply({ success: 'false', result: null, message: 'please add your delivery address' }),
    );
    await expect(post('/api/order/submitOrder')).rejects.toBeInstanceOf(ApiError);
    await toastsShown(['please add your delivery address']);
  });

  it("treats any success other than the string 'true' as a failure", async () => {
    fetchMock.mockResolvedValue(reply({ success: true, result: [], message: 'not the contract' }));
    await expect(post('/api/coupon/list')).rejects.toMatchObject({ message: 'not the contract' });
  });

  it('stays silent when the caller shows its own message', async () => {
    fetchMock.mockResolvedValue(reply({ code: 4000, msg: 'bad', model: null }));
    await expect(post('/role/save', {}, { quiet: true })).rejects.toMatchObject({ message: 'bad' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the upgrade text on HTTP 502', async () => {
    fetchMock.mockResolvedValue(reply('<html>Bad Gateway</html>', 502, 'text/html'));
    await expect(get('/mall/index/category')).rejects.toMatchObject({ kind: 'upgrading', status: 502 });
    await toastsShown(['server is being upgraded, please retry later']);
  });

  it('translates the texts it shows itself', async () => {
    await i18n.changeLanguage('zh');
    try {
      fetchMock.mockResolvedValue(reply('', 502, 'text/html'));
      await expect(get('/mall/index/category')).rejects.toBeInstanceOf(ApiError);
      await toastsShown(['服务器正在升级，请稍后重试']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the network text when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(get('/mall/index/category')).rejects.toMatchObject({ kind: 'network' });
    await toastsShown(['network error, please check your connection and retry']);
  });

  it('rejects without a toast when the caller cancels', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const outcome = get('/mall/index/page', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'aborted' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('times out after REQUEST_TIMEOUT_MS with the timeout text', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const outcome = get('/mall/index/page').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    await toastsShown(['network timeout, please retry later']);
  });
});

describe('lost session', () => {
  function storeSession() {
    writeStorage('token', 'tok-1');
    writeStorage('userInfo', { token: 'tok-1', username: 'ann', mobile: '13800000000', id: 1 });
    writeStorage('Tags', [{ title: 'Roles', path: '/System/rolesList' }]);
    writeStorage('lang', 'zh');
  }

  it.each([
    ['1001 in the back-office envelope', { code: 1001, msg: 'no token', model: null }],
    ['1007 in the api envelope', { success: 'false', result: null, message: 'expired', code: 1007 }],
  ])('%s clears the session and reloads on /login?redirect=<path+query>', async (_name, body) => {
    storeSession();
    window.history.replaceState(null, '', '/CRM/myOrder?id=3');
    fetchMock.mockResolvedValue(reply(body, 401));
    await expect(post('/api/order/orderList')).rejects.toMatchObject({ kind: 'session' });
    expect(readStorage('token')).toBeNull();
    expect(readStorage('userInfo')).toBeNull();
    expect(readStorage('Tags')).toBeNull();
    expect(readStorage('lang')).toBe('zh'); // a device preference, not session data
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2FCRM%2FmyOrder%3Fid%3D3');
    expect(toast).not.toHaveBeenCalled();
  });

  it('forgets the session but stays put when the caller navigates by itself (logout)', async () => {
    storeSession();
    window.history.replaceState(null, '', '/Welcome');
    fetchMock.mockResolvedValue(reply({ code: 1001, msg: 'no token', model: null }, 401));
    await expect(post('/logout', {}, { stayOnSessionLoss: true })).rejects.toMatchObject({ kind: 'session' });
    expect(readStorage('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('loading overlay counter', () => {
  it('counts requests in flight and drops back to zero after success and failure', async () => {
    const answers: Array<(response: Response) => void> = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const first = get('/a');
    const second = get('/b').catch(() => undefined);
    expect(loading.count()).toBe(2);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]?.(reply(ok));
    await first;
    expect(loading.count()).toBe(1);
    answers[1]?.(reply({ code: 5000, msg: 'boom', model: null }, 500));
    await second;
    expect(loading.count()).toBe(0);
  });
});
