import { type PayPasswordCodeSent, type PayPasswordState, ResultCode } from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, get } from './http';
import { postWithMessage } from './messageCall';

/**
 * The business's 6-digit payment password (opt-in): its state for the pay dialogs and the security page,
 * and the calls that set, change and reset it.
 */
export type { PayPasswordState };

export const payPasswordKey = ['account', 'payPassword'] as const;

/** Where the owner sets, changes and resets it (the account security page). */
export const PAY_PASSWORD_PAGE = '/System/password';

/** Quiet: an operator (who has none) is answered 403, and the security page then shows no section. */
export const fetchPayPassword = () =>
  get<PayPasswordState>('/business/payPassword', undefined, { quiet: true });

/** Fresh whenever a pay dialog opens: a lock may have started or ended since. */
export function usePayPassword(enabled = true) {
  return useQuery({ queryKey: payPasswordKey, queryFn: fetchPayPassword, enabled, staleTime: 0 });
}

export const setPayPassword = (password: string) =>
  postWithMessage('/business/payPassword/set', { password });

export const changePayPassword = (oldPassword: string, password: string) =>
  postWithMessage('/business/payPassword/change', { oldPassword, password });

export const sendPayPasswordCode = () =>
  postWithMessage<PayPasswordCodeSent>('/business/payPassword/sendCode', {});

export const resetPayPassword = (code: string, password: string) =>
  postWithMessage('/business/payPassword/reset', { code, password });

/** What a failed payment says about the password: wrong (or missing), disabled (locked), or nothing. */
export function payPasswordFailure(error: unknown): 'wrong' | 'disabled' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ResultCode.payPasswordWrong) return 'wrong';
  if (error.code === ResultCode.payPasswordDisabled) return 'disabled';
  return null;
}
