import { ResultCode } from '@dropmall/contract';
import type { MessageRef } from './language';

/**
 * The one error type a service throws for a caller's mistake or a refusal. It carries the HTTP status, the
 * envelope code and a message in both languages; the error handler renders it in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly text: MessageRef,
    readonly params: Record<string, string | number> = {},
    /** Extra headers the answer needs (Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof text === 'string' ? text : text.en);
    this.name = 'AppError';
  }
}

type Params = Record<string, string | number>;

export const badRequest = (text: MessageRef, params?: Params) =>
  new AppError(400, ResultCode.validation, text, params);
export const noToken = () => new AppError(401, ResultCode.noToken, 'noToken');
export const sessionExpired = () => new AppError(401, ResultCode.sessionExpired, 'sessionExpired');
export const forbidden = (text: MessageRef = 'forbidden', params?: Params) =>
  new AppError(403, ResultCode.forbidden, text, params);
export const notFound = (text: MessageRef = 'notFound', params?: Params) =>
  new AppError(404, ResultCode.notFound, text, params);
export const conflict = (text: MessageRef, params?: Params) =>
  new AppError(409, ResultCode.conflict, text, params);
export const tooManyRequests = (seconds: number, text: MessageRef = 'rateLimited') =>
  new AppError(429, ResultCode.rateLimited, text, { seconds }, { 'retry-after': String(seconds) });
