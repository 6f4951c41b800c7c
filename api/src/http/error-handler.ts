import { ResultCode } from '@dropmall/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failureBody, styleForUrl } from './envelope';
import { AppError } from './errors';
import { type MessageRef, translate } from './language';
import { describeValidationError } from './validation';

interface Failure {
  status: number;
  code: number;
  message: string;
  headers?: Record<string, string>;
}

/** Fastify's own errors for a malformed request, mapped to what the caller did wrong. */
const CLIENT_ERRORS: Record<string, { status: number; code: number; text: MessageRef }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ResultCode.tooLarge, text: 'tooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: ResultCode.tooLarge, text: 'tooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ResultCode.unsupportedMediaType,
    text: 'unsupportedMediaType',
  },
  // An upload route sent something other than multipart (@fastify/multipart would say 406).
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: ResultCode.unsupportedMediaType,
    text: 'unsupportedMediaType',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ResultCode.validation, text: 'badBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ResultCode.validation, text: 'badBody' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ResultCode.validation, text: 'badBody' },
};

/** The part of the request a validation failure is about, as the caller sent it. */
function sentPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

function toFailure(error: FastifyError, request: FastifyRequest): Failure {
  const lang = request.language;
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: translate(error.text, lang, error.params),
      headers: error.headers,
    };
  }
  if (error.validation) {
    return {
      status: 400,
      code: ResultCode.validation,
      message: describeValidationError(
        error.validation,
        error.validationContext,
        lang,
        sentPart(request, error.validationContext),
      ),
    };
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) {
    const type = String(request.headers['content-type'] ?? '');
    return { status: known.status, code: known.code, message: translate(known.text, lang, { type }) };
  }
  if (error.statusCode === 429) {
    const seconds = Math.ceil(Number((error as { ttl?: number }).ttl ?? 60_000) / 1000);
    return {
      status: 429,
      code: ResultCode.rateLimited,
      message: translate('rateLimited', lang, { seconds }),
      headers: { 'retry-after': String(seconds) },
    };
  }
  if (error.statusCode === 403)
    return { status: 403, code: ResultCode.forbidden, message: translate('forbidden', lang) };
  if (error.statusCode === 404)
    return { status: 404, code: ResultCode.notFound, message: translate('notFound', lang) };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, code: ResultCode.validation, message: translate('badBody', lang) };
  }
  return { status: 500, code: ResultCode.internal, message: translate('internal', lang) };
}

/**
 * Every failure leaves as a proper HTTP status plus the envelope of the route's style, with a message in the
 * request's language. Unexpected errors are logged with their stack and answered without it.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toFailure(error, request);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: failure.code, status: failure.status }, failure.message);
    if (failure.headers) reply.headers(failure.headers);
    return reply
      .status(failure.status)
      .send(failureBody(styleForUrl(request.url), failure.code, failure.message));
  });
}
