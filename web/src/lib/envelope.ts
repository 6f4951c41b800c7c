/** What a response body says, whichever of the two envelopes it is. */
export interface Outcome {
  ok: boolean;
  code?: number;
  text: string;
  payload: unknown;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads either envelope: `{ code, msg, model }` or `{ success, result, message, code? }`. */
export function readEnvelope(body: unknown): Outcome | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const code = typeof fields.code === 'number' ? fields.code : undefined;
  if ('success' in fields) {
    const text = asText(fields.message) || asText(fields.msg);
    return { ok: fields.success === 'true', code, text, payload: fields.result };
  }
  if (code === undefined) return null;
  return { ok: code === 0, code, text: asText(fields.msg) || asText(fields.message), payload: fields.model };
}
