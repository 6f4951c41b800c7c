import { z } from 'zod';
import { codeField } from './accounts';

/**
 * The business's 6-digit payment password for balance payments (issue 18, item 5): opt-in, set, changed
 * with the old one, reset with a code e-mailed to the owner; 5 wrong tries lock it for 30 minutes.
 */

export const PAY_PASSWORD_MAX_TRIES = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 30;

/** Exactly six digits, nothing else (no trimming: a space is a typing mistake to show, not to hide). */
export const payPasswordField = z.string().regex(/^\d{6}$/, { message: 'payPasswordFormat' });

/** What the security page and the pay dialog need: is it set, is it locked and until when. */
export const PayPasswordState = z.object({
  set: z.boolean(),
  locked: z.boolean(),
  /** ISO time the lock ends; null when not locked. */
  lockedUntil: z.string().nullable(),
  /** Wrong tries left before the lock (5 after a right one). */
  triesLeft: z.number().int(),
  /** Only the owner sets, changes and resets it; staff enter it when paying. */
  canManage: z.boolean(),
});
export type PayPasswordState = z.infer<typeof PayPasswordState>;

export const SetPayPasswordRequest = z.object({ password: payPasswordField });
export type SetPayPasswordRequest = z.infer<typeof SetPayPasswordRequest>;

export const ChangePayPasswordRequest = z.object({
  oldPassword: payPasswordField,
  password: payPasswordField,
});
export type ChangePayPasswordRequest = z.infer<typeof ChangePayPasswordRequest>;

/** The code was e-mailed to the owner by `/business/payPassword/sendCode`. */
export const ResetPayPasswordRequest = z.object({ code: codeField, password: payPasswordField });
export type ResetPayPasswordRequest = z.infer<typeof ResetPayPasswordRequest>;

/** Where the reset code went, masked (`de***@dropmall.test`). */
export const PayPasswordCodeSent = z.object({ sentTo: z.string() });
export type PayPasswordCodeSent = z.infer<typeof PayPasswordCodeSent>;
