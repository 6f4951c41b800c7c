type Body = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * The CPF / CNPJ that Brazilian checkout plugins ("Brazilian Market on WooCommerce") keep with the billing
 * address (`billing.cpf`, `billing.cnpj`) and in the order's meta (`_billing_cpf`, `_billing_cnpj`), carried
 * onto the shipping address as `cpf` / `cnpj` (where the CRM reads a tax id) when it has none of its own.
 */
export function withBillingTaxId(shipping: Body | null, billing: Body | null, meta: unknown): Body | null {
  if (!shipping) return null;
  const metaValue = (key: string) =>
    Array.isArray(meta)
      ? text((meta as Body[]).find((m) => m && typeof m === 'object' && m.key === key)?.value)
      : '';
  const cpf = text(billing?.cpf) || metaValue('_billing_cpf');
  const cnpj = text(billing?.cnpj) || metaValue('_billing_cnpj');
  if (text(shipping.cpf) || text(shipping.cnpj) || (!cpf && !cnpj)) return shipping;
  return { ...shipping, ...(cpf ? { cpf } : {}), ...(cnpj ? { cnpj } : {}) };
}
