import { isMessageKey, type Language, type LocalText } from '@dropmall/contract';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { z } from 'zod';
import { translate } from './language';

const zhLocale = z.locales.zhCN();

type Issue = z.core.$ZodIssue;

/** What a value of each expected type is called in a sentence: "id must be a number". */
const TYPE_NAMES: Record<string, LocalText> = {
  number: { en: 'a number', zh: '数字' },
  int: { en: 'a whole number', zh: '整数' },
  string: { en: 'text', zh: '文本' },
  boolean: { en: 'true or false', zh: 'true 或 false' },
  array: { en: 'a list', zh: '列表' },
  object: { en: 'an object', zh: '对象' },
  date: { en: 'a date', zh: '日期' },
};
const mustBe: LocalText = { en: '{field} must be {type}', zh: '{field}必须是{type}' };

/** No value to look at: the part of the request is not a plain object, or the path leads through a scalar. */
const UNKNOWN = Symbol('unknown');

/**
 * The value the caller sent at an issue's path. Zod does not keep it (the type provider parses without
 * `reportInput`), and without it a missing id read through `z.coerce.number()` looks like "received NaN".
 * A form field holding JSON (`jsonField`) is read through.
 */
function sentAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let value = source;
  for (const key of path) {
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return UNKNOWN;
      }
    }
    if (typeof value !== 'object' || value === null) return UNKNOWN;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

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
 * keys of the shared catalogue; a missing value is "required", a value of the wrong type says the type
 * wanted; zod's other messages are re-rendered in Chinese through its zh-CN locale. `sent` is the part of the
 * request that failed (the body, the query ...), as the caller sent it.
 */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  lang: Language,
  sent?: unknown,
): string {
  const first = errors[0];
  if (!first) return translate('badBody', lang);
  const issue = toIssue(first);
  const field = fieldName(issue, context);
  if (isMessageKey(issue.message)) return translate(issue.message, lang, { field });
  const input = sentAt(sent, issue.path);
  if (issue.code === 'invalid_type') {
    const missing =
      input === UNKNOWN ? issue.message.endsWith('received undefined') : input == null || input === '';
    if (missing) return translate('required', lang, { field });
    const type = TYPE_NAMES[issue.expected];
    if (type) return translate(mustBe, lang, { field, type: type[lang] });
  }
  const detail = lang === 'zh' ? (localize(issue, input) ?? issue.message) : issue.message;
  return translate('invalidField', lang, { field, detail });
}

function localize(issue: Issue, input: unknown): string | undefined {
  const out = zhLocale.localeError({ ...issue, ...(input === UNKNOWN ? {} : { input }) } as never);
  return typeof out === 'string' ? out : out?.message;
}
