import { API_BASE, loginRedirectUrl, REQUEST_TIMEOUT_MS, SESSION_LOST_CODES } from '@dropmall/contract';
import { browser } from './browser';
import { readEnvelope } from './envelope';
import { type Fields, toSearchParams } from './fields';
import { i18n } from './i18n';
import { loading } from './loading';
import { forgetSession, getToken } from './session';
import { storedLanguage } from './storage';
import { showError } from './toast';

export type { Fields, FieldValue } from './fields';
export { toSearchParams } from './fields';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** Send the body as JSON instead of a form (only where the spec says JSON, e.g. /product/save). */
  json?: boolean;
  /** 'blob' for downloads: resolves with the file; a JSON answer is still read as an envelope. */
  responseType?: 'json' | 'blob';
  /** Resolve with the whole envelope instead of model/result (uploads read `msg`). */
  whole?: boolean;
  /** No error toast: the caller shows its own message. Session loss is handled regardless. */
  quiet?: boolean;
  /** Lets the caller cancel (e.g. TanStack Query); a cancelled call rejects without a toast. */
  signal?: AbortSignal;
  /** On 1001/1007 forget the session but do not go to /login: logout navigates by itself. */
  stayOnSessionLoss?: boolean;
  /** A call the user did not ask for (polling): no loading overlay over the page. */
  background?: boolean;
  /** Sent as Idempotency-Key: the server answers a repeat of this call (a retry) with the first answer. */
  idempotencyKey?: string;
}

export interface RequestConfig extends CallOptions {
  method: HttpMethod;
  /** Below API_BASE, e.g. '/businessLogin'. */
  path: string;
  params?: Fields;
  data?: Fields | FormData | unknown[];
}

export type ApiErrorKind = 'timeout' | 'upgrading' | 'network' | 'session' | 'server' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code?: number,
    readonly status?: number,
    /** Seconds the server asked us to wait (Retry-After of a 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Calls that must not carry the token (the spec: every call except login). */
const TOKENLESS_PATHS: readonly string[] = ['/businessLogin'];

function buildBody(config: RequestConfig, headers: Headers): BodyInit | undefined {
  const { data, method, json } = config;
  if (method === 'GET' || data === undefined) return undefined;
  if (data instanceof FormData) return data; // multipart: the browser sets the boundary header
  if (json || Array.isArray(data)) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(data);
  }
  headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  return toSearchParams(data);
}

function buildUrl(path: string, params?: Fields): string {
  const query = params ? toSearchParams(params).toString() : '';
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

/** 1001/1007: forget the session and reload on /login?redirect=<where the user was>. */
function sessionLost(config: RequestConfig, code: number): ApiError {
  forgetSession();
  const here = browser.currentPath();
  // Already on the login page (a stale call answering late): stay, keep its redirect.
  const onLogin = here === '/login' || here.startsWith('/login?');
  if (!onLogin && !config.stayOnSessionLoss) browser.assign(loginRedirectUrl(here));
  return new ApiError('session lost', 'session', code);
}

function fail(config: RequestConfig, error: ApiError): never {
  if (!config.quiet) showError(error.message);
  throw error;
}

async function send(config: RequestConfig, signal: AbortSignal): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': storedLanguage() });
  const token = getToken();
  if (token && !TOKENLESS_PATHS.includes(config.path)) headers.set('Authorization', `Bearer ${token}`);
  if (config.idempotencyKey) headers.set('Idempotency-Key', config.idempotencyKey);
  const body = buildBody(config, headers);
  return fetch(buildUrl(config.path, config.params), { method: config.method, headers, body, signal });
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return undefined; // not JSON: an HTML error page of a proxy, for instance
  }
}

async function settle<T>(config: RequestConfig, response: Response): Promise<T> {
  if (response.status === 502)
    fail(config, new ApiError(i18n.t('http.upgrading'), 'upgrading', undefined, 502));
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  if (config.responseType === 'blob' && response.ok && !isJson) return (await response.blob()) as T;

  const body = await readBody(response);
  const outcome = readEnvelope(body);
  if (outcome?.code !== undefined && SESSION_LOST_CODES.includes(outcome.code))
    throw sessionLost(config, outcome.code);
  if (outcome?.ok || (!outcome && response.ok && body !== undefined)) {
    if (config.responseType === 'blob') return new Blob([JSON.stringify(body)]) as T;
    if (config.whole || !outcome) return body as T;
    return outcome.payload as T;
  }
  const text = outcome?.text || i18n.t('http.failed');
  const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return fail(
    config,
    new ApiError(
      text,
      'server',
      outcome?.code,
      response.status,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    ),
  );
}

/** The one HTTP client of the app: every call of the spec goes through here. */
export async function request<T>(config: RequestConfig): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  if (config.signal?.aborted) controller.abort();
  config.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const overlay = !config.background;
  if (overlay) loading.start();
  try {
    let response: Response;
    try {
      response = await send(config, controller.signal);
    } catch {
      if (timedOut) fail(config, new ApiError(i18n.t('http.timeout'), 'timeout'));
      if (controller.signal.aborted) throw new ApiError('aborted', 'aborted');
      fail(config, new ApiError(i18n.t('http.network'), 'network'));
    }
    return await settle<T>(config, response);
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', onCallerAbort);
    if (overlay) loading.stop();
  }
}

/** GET with query params. */
export function get<T>(path: string, params?: Fields, options?: CallOptions): Promise<T> {
  return request<T>({ ...options, method: 'GET', path, params });
}

/** POST, form-encoded (or multipart when given FormData). */
export function post<T>(path: string, data?: Fields | FormData, options?: CallOptions): Promise<T> {
  return request<T>({ ...options, method: 'POST', path, data });
}

/** POST with a JSON body, for the calls the spec marks JSON. */
export function postJson<T>(path: string, body: Fields | unknown[], options?: CallOptions): Promise<T> {
  return request<T>({ ...options, method: 'POST', path, data: body, json: true });
}

/** A file download (e.g. /product/initzip): resolves with the Blob. */
export function download(
  path: string,
  data?: Fields,
  options?: CallOptions & { method?: 'GET' | 'POST' },
): Promise<Blob> {
  const method = options?.method ?? 'POST';
  const fields = method === 'GET' ? { params: data } : { data };
  return request<Blob>({ ...options, ...fields, method, path, responseType: 'blob' });
}

export const http = { request, get, post, postJson, download };
