import Decimal from 'decimal.js';

/**
 * Whether a provider's event reports exactly the charge a payment or a top-up asked for (its currency, and the
 * amount in it; rows from before charges were recorded have no charge amount and were asked in USD).
 */
export function chargeMatches(
  asked: { currency: string; chargeAmount: string | null; amount: string },
  event: { amount: string; currency: string },
): boolean {
  const amount = asked.chargeAmount ?? asked.amount;
  try {
    return event.currency === asked.currency && new Decimal(event.amount).equals(new Decimal(amount));
  } catch {
    return false;
  }
}
