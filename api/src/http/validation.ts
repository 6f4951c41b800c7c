import { isMessageKey, type Language } from '@dropmall/contract';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { z } from 'zod';
import { translate } from './language';

const zhLocale = z.locales.zhCN();

type Issue = z.core.$ZodIssue;

/** Turns a validation failure back into the zod issue it came from (the type provider flattens it). */
function toIssue(error: FastifySchemaValidationError): Issue {
  const path = error.instancePath.split('/').filter(Boolean);
  return { ...(error.params as object), code: error.keyword, path, message: error.message ?? '' } as Issue;
}

function fieldName(issue: Issue, context: string | undefined): string {
  return issue.path.length > 0 ? issue.path.join('.') : (context ?? 'input');
}

/**
 * One readable sentence, in the user's language, for the first broken rule. Custom messages in schemas are
 * keys of the shared catalogue; zod's own messages are re-rendered in Chinese through its zh-CN locale.
 */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  lang: Language,
): string {
  const first = errors[0];
  if (!first) return translate('badBody', lang);
  const issue = toIssue(first);
  const field = fieldName(issue, context);
  if (isMessageKey(issue.message)) return translate(issue.message, lang, { field });
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return translate('required', lang, { field });
  }
  const detail = lang === 'zh' ? (localize(issue) ?? issue.message) : issue.message;
  return translate('invalidField', lang, { field, detail });
}

function localize(issue: Issue): string | undefined {
  const out = zhLocale.localeError(issue as never);
  return typeof out === 'string' ? out : out?.message;
}
