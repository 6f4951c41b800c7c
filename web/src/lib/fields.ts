/** One form or query field; objects and arrays travel as JSON text inside the field. */
export type FieldValue = string | number | boolean | null | undefined | object;
export type Fields = Record<string, FieldValue>;

function fieldText(value: FieldValue): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Fields -> URLSearchParams, skipping absent values and JSON-encoding objects and arrays. */
export function toSearchParams(fields: Fields = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    const encoded = fieldText(value);
    if (encoded !== null) out.append(name, encoded);
  }
  return out;
}
