import Decimal from 'decimal.js';

/**
 * Whether a provider's event reports exactly the charge a payment or a top-up asked for (its currency, and the
 * amount in it; rows from before charges were recorded have no charge amount and were asked in USD), on the
 * payment page recorded for it.
 */
export function chargeMatches(
  asked: { currency: string; chargeAmount: string | null; amount: string; gatewayRef?: string },
  event: { amount: string; currency: string; pageRef?: string },
): boolean {
  // An event about another payment page (another session carrying this number) moves nothing. A row whose
  // page was never recorded (the process died between asking and storing it) is matched on the charge alone.
  if (asked.gatewayRef && event.pageRef && asked.gatewayRef !== event.pageRef) return false;
  const amount = asked.chargeAmount ?? asked.amount;
  try {
    return event.currency === asked.currency && new Decimal(event.amount).equals(new Decimal(amount));
  } catch {
    return false;
  }
}
