import type { TFunction } from 'i18next';

type CloseReasonKey = `orders.closeReason.${'buyer_cancel' | 'payment_timeout' | 'after_sale'}`;

/**
 * buyer_cancel, payment_timeout, after_sale (spec 001 §4's close reasons: buyer cancel, payment timeout,
 * after-sale success) in words; an unknown one as is. Shared by the buyer's and the seller's order pages.
 */
export function closeReasonText(t: TFunction, reason: string): string {
  if (reason === 'buyer_cancel' || reason === 'payment_timeout' || reason === 'after_sale')
    // i18next's TFunction with a named key type: its check does not recurse too deep as the locales grow.
    return t(`orders.closeReason.${reason}` as CloseReasonKey);
  return reason;
}
