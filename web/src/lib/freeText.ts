/** The characters the spec's free-text helper takes out as they are typed (spec 001, validation rules). */
const SPECIAL = /[`~!@#$%^&=?]/g;

/** The spec's default cap of a free-text field. */
export const FREE_TEXT_CAP = 255;

/**
 * A typed value made fit for a free-text field: the special characters taken out, cut at the cap. `warn` says
 * whether to show the warning: something was taken out, or the value reached the cap.
 */
export function cleanFreeText(typed: string, cap = FREE_TEXT_CAP): { value: string; warn: boolean } {
  const stripped = typed.replace(SPECIAL, '');
  const value = stripped.slice(0, cap);
  return { value, warn: stripped !== typed || value.length >= cap };
}
