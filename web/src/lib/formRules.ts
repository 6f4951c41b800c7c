import { formatText, isMessageKey, type MessageKey, messages, toLanguage } from '@dropmall/contract';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from './i18n';

/** A shared validation message of the contract (the server says the same), in the current language. */
export function contractText(key: MessageKey, params?: Record<string, string | number>): string {
  return formatText(messages[key][toLanguage(i18n.language)], params);
}

/**
 * An antd rule checking a filled-in value against a contract schema, so the form and the server apply one
 * rule. Empty values pass: the field's `required` rule owns that message.
 */
export function schemaRule(schema: z.ZodType, message?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (result.success) return;
      const key = result.error.issues[0]?.message ?? '';
      throw new Error(message ?? (isMessageKey(key) ? contractText(key, { field: '' }) : key));
    },
  };
}

/** Whitespace is never part of a password or a login name: drop it as it is typed. */
export function stripSpaces(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\s/g, '') : value;
}

/** The login fields (spec 001 §5): spaces stripped as typed, and a lone '0' cleared. */
export function loginNormalize(value: unknown): unknown {
  const stripped = stripSpaces(value);
  return stripped === '0' ? '' : stripped;
}
