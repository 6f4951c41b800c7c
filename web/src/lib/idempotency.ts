/**
 * A fresh Idempotency-Key for one user action. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost), and the mall is also opened over plain http on a LAN address, so the key is drawn with
 * `getRandomValues`, which every context has: 128 random bits as hex.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
