import { describe, expect, it } from 'vitest';
import {
  STORE_ORDER_STAGE_LABELS,
  STORE_ORDER_STAGES,
  type StoreOrderFacts,
  type StoreOrderStage,
  storeOrderStage,
  storeStatusLabel,
} from './store-order-stage';

const base: StoreOrderFacts = {
  status: 'pending',
  customerPaid: true,
  paid: false,
  unmatched: 0,
  blocked: null,
  mallOrders: [],
};
type Mall = StoreOrderFacts['mallOrders'][number];
const mall = (status: Mall['status'], trackingState: Mall['trackingState'] = 'none') => ({
  status,
  trackingState,
});

/** One case (at least) per stage: what the data says, and the stage it reads as. */
const cases: [string, Partial<StoreOrderFacts>, StoreOrderStage][] = [
  ['the customer has not paid the store', { customerPaid: false }, 'awaitingCustomer'],
  ['a line without a mall variant', { unmatched: 1 }, 'unmatched'],
  ['a bound variant no longer sold', { blocked: 'variantGone' }, 'unmatched'],
  ['no tax id for Brazil', { blocked: 'taxIdMissing' }, 'needsDetails'],
  ['no carrier to the country', { blocked: 'noShipping' }, 'needsDetails'],
  ['nothing missing', {}, 'toPay'],
  ['mall orders placed, a pix not paid yet', { mallOrders: [mall('unpaid')] }, 'paying'],
  ['mall orders expired unpaid: payable again', { mallOrders: [mall('cancelled')] }, 'toPay'],
  ['paid, the sellers have not shipped', { paid: true, mallOrders: [mall('paid')] }, 'inFulfilment'],
  [
    'paid, one of two parcels shipped',
    { paid: true, mallOrders: [mall('shipped'), mall('paid')] },
    'inFulfilment',
  ],
  [
    'every parcel shipped, tracking on its way',
    { paid: true, mallOrders: [mall('shipped', 'sent'), mall('finished', 'waiting')] },
    'shipped',
  ],
  [
    'every parcel shipped and its tracking in the store',
    { paid: true, status: 'fulfilled', mallOrders: [mall('shipped', 'sent'), mall('finished', 'sent')] },
    'trackingSent',
  ],
  [
    'a refunded parcel does not hold the others back',
    { paid: true, mallOrders: [mall('refunded'), mall('shipped', 'sent')] },
    'trackingSent',
  ],
  ['fulfilled in the store without us', { status: 'fulfilled' }, 'fulfilledInStore'],
  ['cancelled before payment', { status: 'cancelled', customerPaid: false }, 'cancelled'],
  [
    'cancelled after payment, refund not done',
    { status: 'cancelled', paid: true, mallOrders: [mall('paid')] },
    'cancelled',
  ],
  [
    'cancelled after payment and refunded',
    { status: 'cancelled', paid: true, mallOrders: [mall('refunded')] },
    'refunded',
  ],
  ['paid and refunded by after-sales', { paid: true, mallOrders: [mall('refunded')] }, 'refunded'],
];

describe('a store order’s stage (one vocabulary for every CRM page)', () => {
  it.each(cases)('%s', (_, facts, stage) => {
    expect(storeOrderStage({ ...base, ...facts })).toBe(stage);
  });

  it('covers every stage, each named in both languages', () => {
    expect(new Set(cases.map((c) => c[2]))).toEqual(new Set(STORE_ORDER_STAGES));
    for (const s of STORE_ORDER_STAGES) {
      expect(STORE_ORDER_STAGE_LABELS[s].en).not.toBe('');
      expect(STORE_ORDER_STAGE_LABELS[s].zh).not.toBe('');
    }
    expect(new Set(STORE_ORDER_STAGES.map((s) => STORE_ORDER_STAGE_LABELS[s].en)).size).toBe(
      STORE_ORDER_STAGES.length,
    );
  });

  it('labels the store’s own status as the store’s', () => {
    expect(storeStatusLabel('shopify', 'pending', 'en')).toBe('Shopify: pending');
    expect(storeStatusLabel('woocommerce', 'fulfilled', 'zh')).toBe('WooCommerce：已履约');
  });
});
