import type { CrmBlockReason, CrmCost, Language } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { isComplete, readStoreAddress, snapshotOf, taxIdOf } from './crm-address';

/** A fee of the platform's fulfilment service: so much per store order plus so much per piece. */
export interface Fee {
  perOrder: number;
  perPiece: number;
}

/** The platform's fees on a store order's fulfilment (configuration CRM_*_FEE_*; docs/decisions.md). */
export interface CrmFees {
  agency: Fee;
  warehouse: Fee;
  packaging: Fee;
}

/** One line of what a seller ships, priced now (the orders module's quote: a cart line's shape). */
export interface QuotedLine {
  skuId: number;
  title: string;
  specification: string;
  price: number;
  num: number;
  valid: boolean;
}

export interface QuotedParcel {
  sellerId: number;
  lines: QuotedLine[];
  productTotal: Decimal;
  weightGrams: number;
  carrier: { name: string; fee: Decimal; days: string } | null;
}

/** What the CRM asks of the orders and shipping modules to price a store order (wired in compose.ts). */
export interface CrmQuote<P extends QuotedParcel = QuotedParcel> {
  quote(
    wanted: { variantId: number; num: number }[],
    countryId: number | null,
    lang: Language,
  ): Promise<{ groups: P[]; unavailable: QuotedLine[]; missing: number[] }>;
  country(code: string, lang: Language): Promise<{ id: number; name: string } | null>;
}

export interface StoreOrderForCost {
  shopOrderNumber: string;
  status: string;
  customerName: string;
  customerEmail: string;
  shippingAddress: Record<string, unknown> | null;
  taxId: string;
  lines: { id: number; variantId: number | null; title: string; quantity: number }[];
}

export interface Priced<P extends QuotedParcel = QuotedParcel> {
  cost: CrmCost | null;
  blocked: { reason: CrmBlockReason; params: Record<string, string | number> } | null;
  /** What placing the mall orders needs: the parcels with each one's service fee, and the address snapshot. */
  plan: {
    parcels: { group: P; fees: { agency: Decimal; warehouse: Decimal; packaging: Decimal } }[];
    address: Record<string, unknown>;
  } | null;
}

const money = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const fee = (f: Fee, pieces: number, first: boolean) =>
  new Decimal(first ? f.perOrder : 0).plus(new Decimal(f.perPiece).times(pieces));

/**
 * A store order's fulfilment cost, computed as the checkout prices a cart: the mall variants' prices times
 * the store's quantities (product purchase cost), one parcel per seller with its cheapest carrier for the
 * customer's country and the parcel's weight (carrier price), and the platform's agency, warehouse operation
 * and packaging fees (per order, charged once, plus per piece). When it cannot be paid, why (`blocked`).
 */
export async function priceStoreOrder<P extends QuotedParcel>(
  order: StoreOrderForCost,
  fees: CrmFees,
  deps: CrmQuote<P>,
  lang: Language,
): Promise<Priced<P>> {
  const no = order.shopOrderNumber;
  const block = (reason: CrmBlockReason, params: Record<string, string | number> = {}) => ({
    reason,
    params: { order: no, ...params },
  });
  if (order.status === 'cancelled') return { cost: null, blocked: block('cancelled'), plan: null };
  if (order.lines.length === 0) return { cost: null, blocked: block('noLines'), plan: null };
  const unmatched = order.lines.filter((l) => l.variantId === null).length;
  if (unmatched > 0) return { cost: null, blocked: block('unmatched', { count: unmatched }), plan: null };

  const address = readStoreAddress(order.shippingAddress, order.customerName);
  const country = isComplete(address) ? await deps.country(address.countryCode, lang) : null;
  const wanted = order.lines.map((l) => ({ variantId: l.variantId as number, num: l.quantity }));
  const { groups, unavailable, missing } = await deps.quote(wanted, country?.id ?? null, lang);
  if (missing.length > 0 || unavailable.length > 0) {
    const title =
      unavailable[0]?.title ?? order.lines.find((l) => missing.includes(l.variantId ?? 0))?.title ?? '';
    return { cost: null, blocked: block('variantGone', { title }), plan: null };
  }

  const pieces = wanted.reduce((sum, w) => sum + w.num, 0);
  const parcels = groups.map((group, i) => {
    const groupPieces = group.lines.reduce((sum, l) => sum + l.num, 0);
    const parts = {
      agency: fee(fees.agency, groupPieces, i === 0),
      warehouse: fee(fees.warehouse, groupPieces, i === 0),
      packaging: fee(fees.packaging, groupPieces, i === 0),
    };
    return { group, parts, serviceFee: money(parts.agency.plus(parts.warehouse).plus(parts.packaging)) };
  });
  const sum = (pick: (p: (typeof parcels)[number]) => Decimal) =>
    money(parcels.reduce((s, p) => s.plus(pick(p)), new Decimal(0)));
  const productCost = sum((p) => p.group.productTotal);
  const agencyFee = sum((p) => p.parts.agency);
  const warehouseFee = sum((p) => p.parts.warehouse);
  const packagingFee = sum((p) => p.parts.packaging);
  const shipping = sum((p) => p.group.carrier?.fee ?? new Decimal(0));
  const cost: CrmCost = {
    currency: 'USD',
    lines: groups.flatMap((g) =>
      g.lines.map((l) => ({
        storeLineId: order.lines.find((o) => o.variantId === l.skuId)?.id ?? 0,
        variantId: l.skuId,
        title: l.title,
        specification: l.specification,
        quantity: l.num,
        unitPrice: l.price,
        amount: money(new Decimal(l.price).times(l.num)).toNumber(),
      })),
    ),
    parcels: groups.map((g) => ({
      sellerBusinessId: g.sellerId,
      carrier: g.carrier?.name ?? '',
      weightGrams: g.weightGrams,
      fee: money(g.carrier?.fee ?? new Decimal(0)).toNumber(),
      days: g.carrier?.days ?? '',
    })),
    productCost: productCost.toNumber(),
    agencyFee: agencyFee.toNumber(),
    warehouseFee: warehouseFee.toNumber(),
    packagingFee: packagingFee.toNumber(),
    shipping: shipping.toNumber(),
    total: productCost.plus(agencyFee).plus(warehouseFee).plus(packagingFee).plus(shipping).toNumber(),
    pieces,
  };

  if (!isComplete(address)) return { cost, blocked: block('noAddress'), plan: null };
  if (!country)
    return { cost, blocked: block('unknownCountry', { country: address.countryCode }), plan: null };
  if (groups.some((g) => g.carrier === null))
    return { cost, blocked: block('noShipping', { country: country.name }), plan: null };
  const taxId = address.taxId ?? taxIdOf(order.taxId);
  // Brazil's customs and carriers need the receiver's CPF (a person) or CNPJ (a company), as the address book asks.
  if (address.countryCode === 'BR' && !taxId) return { cost, blocked: block('taxIdMissing'), plan: null };
  return {
    cost,
    blocked: null,
    plan: {
      parcels: parcels.map((p) => ({ group: p.group, fees: p.parts })),
      address: snapshotOf(address, country, order.customerEmail, taxId),
    },
  };
}
