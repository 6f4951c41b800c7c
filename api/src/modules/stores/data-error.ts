/**
 * A value the database refused (SQLSTATE class 22, data exception: an untranslatable character, a time or
 * number out of range; 21000: one statement touching a row twice), found on the error or its causes (the
 * drivers' errors come wrapped in drizzle's). Used only where the value came from a store's body, so the
 * body is at fault and the answer is 400, not 500.
 */
export function isDataError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('22') || code === '21000')) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
