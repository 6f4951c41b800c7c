import { z } from 'zod';

/** The form fields that carry JSON inside a form-encoded body (spec 000 §7, spec 001 §7). */
export const JSON_FORM_FIELDS = ['paramJsonStr', 'paramsJson', 'paramJson'] as const;

/**
 * Form fields that carry JSON inside a form-encoded body (`paramJsonStr`, `paramsJson`, `paramJson`).
 * Wraps a schema so the field is parsed from its JSON text first; bad JSON is a validation error, not a crash.
 */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
      return z.NEVER;
    }
  }, schema);
}

/** A form field that may arrive empty: '' means "not given" (z.coerce would make it 0). */
export function optionalNumber() {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().optional());
}
