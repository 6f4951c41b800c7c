import {
  AfterSaleApply,
  type AfterSaleType,
  amountProblem,
  isMessageKey,
  MAX_VOUCHERS,
  type RefundDestination,
} from '@dropmall/contract';
import { contractText } from '../../lib/formRules';

/** What the apply dialog holds while the buyer fills it in. */
export interface ApplyValues {
  type?: AfterSaleType;
  reason?: string;
  amount?: number | null;
  description?: string;
  vouchers?: string[];
  /** A return's quantity per order item (by its id); 0 or empty: the item stays with the buyer. */
  returnNums?: Record<string, number | null | undefined>;
  /** Where the money goes back: the way the order was paid (default) or the balance. */
  refundTo?: RefundDestination;
}

export type ApplyField = 'type' | 'reason' | 'amount' | 'description' | 'vouchers' | 'returnNums';

/** The items of a return as the request sends them: those with a quantity above 0. */
function returnItems(values: ApplyValues) {
  if (values.type !== 'return') return [];
  return Object.entries(values.returnNums ?? {})
    .filter(([, num]) => num !== null && num !== undefined && num !== 0)
    .map(([orderItemId, num]) => ({ orderItemId: Number(orderItemId), num }));
}
export type ApplyCheck =
  | { ok: true; input: AfterSaleApply }
  | { ok: false; errors: Partial<Record<ApplyField, string>> };

/**
 * The apply form's rules: the contract's schema (the server runs the same) and the ceiling the server gave,
 * checked in cents. Answers the request to send, or a message per field in the current language.
 */
export function checkApply(orderId: number, values: ApplyValues, refundable: number): ApplyCheck {
  const errors: Partial<Record<ApplyField, string>> = {};
  const parsed = AfterSaleApply.safeParse({
    orderId,
    type: values.type,
    reason: values.reason,
    amount: values.amount ?? undefined,
    description: values.description ?? '',
    vouchers: (values.vouchers ?? []).filter(Boolean),
    items: returnItems(values),
    refundTo: values.refundTo ?? 'original',
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = (issue.path[0] === 'items' ? 'returnNums' : issue.path[0]) as ApplyField;
      if (errors[field]) continue;
      const key = issue.message;
      errors[field] = isMessageKey(key)
        ? contractText(key, { field: '', max: MAX_VOUCHERS })
        : contractText('invalidField', { field, detail: key });
    }
  const amount = Number(values.amount);
  if (!errors.amount && Number.isFinite(amount) && amountProblem(amount, refundable))
    errors.amount = contractText('afterSaleAmountAbove', { refundable: refundable.toFixed(2) });
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors };
}
