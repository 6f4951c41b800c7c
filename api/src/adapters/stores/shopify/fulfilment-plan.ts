import { type Shipment, StorePlatformError } from '../types';
import { numericId } from './graphql-client';

/** An order's fulfillment state as FULFILMENT_STATE_QUERY answers it. */
export interface FulfilmentState {
  id: string;
  displayFulfillmentStatus: string;
  fulfillments: {
    id: string;
    trackingInfo: { number: string | null }[];
    fulfillmentLineItems: { nodes: { quantity: number | null; lineItem: { id: string } }[] };
  }[];
  fulfillmentOrders: {
    nodes: {
      id: string;
      status: string;
      assignedLocation: { location: { id: string } | null };
      supportedActions: { action: string }[];
      lineItems: { nodes: { id: string; remainingQuantity: number; lineItem: { id: string } }[] };
    }[];
  };
}

/** One fulfillmentCreate: the fulfillment orders of one location and the lines leaving from them. */
export type FulfilmentGroup = {
  fulfillmentOrderId: string;
  fulfillmentOrderLineItems: { id: string; quantity: number }[];
}[];

/**
 * What a shipment fulfils, one group per location (Shopify makes one fulfillment from fulfillment orders of one
 * location only): the open fulfillment orders Dropmall may fulfil (those whose supported actions include
 * CREATE_FULFILLMENT; one held by another fulfilment service or on hold is not ours), their lines that the
 * shipment carries (the store's order line ids; null: every open line), at most what remains of each.
 */
export function planFulfilment(state: FulfilmentState, shipment: Shipment): FulfilmentGroup[] {
  const wanted = shipment.lines ? new Map(shipment.lines.map((l) => [l.id, l.quantity])) : null;
  // What a fulfillment of this tracking number already took (an earlier attempt whose answer was lost) is not
  // taken again: a parcel of 1 of a line's 2 units must not become 2.
  if (wanted)
    for (const f of sameTracking(state, shipment))
      for (const item of f.fulfillmentLineItems.nodes) {
        const key = numericId(item.lineItem.id);
        if (wanted.has(key)) wanted.set(key, Math.max(0, (wanted.get(key) ?? 0) - (item.quantity ?? 0)));
      }
  const byLocation = new Map<string, FulfilmentGroup>();
  for (const fo of state.fulfillmentOrders.nodes) {
    if (!fo.supportedActions.some((a) => a.action === 'CREATE_FULFILLMENT')) continue;
    const lines = fo.lineItems.nodes.flatMap((li) => {
      const key = numericId(li.lineItem.id);
      const take = wanted ? Math.min(wanted.get(key) ?? 0, li.remainingQuantity) : li.remainingQuantity;
      if (take <= 0) return [];
      wanted?.set(key, (wanted.get(key) ?? 0) - take);
      return [{ id: li.id, quantity: take }];
    });
    if (lines.length === 0) continue;
    const location = fo.assignedLocation.location?.id ?? '';
    const group = byLocation.get(location) ?? [];
    group.push({ fulfillmentOrderId: fo.id, fulfillmentOrderLineItems: lines });
    byLocation.set(location, group);
  }
  return [...byLocation.values()];
}

/**
 * Why nothing could be planned: the fulfillment this tracking number already made (a retry after a lost
 * answer) is answered; an unfulfilled order that lists no fulfillment order at all means the app cannot see
 * them (the merchant-managed fulfillment-order scopes are missing); open ones held elsewhere, or nothing left.
 */
export function nothingPlanned(state: FulfilmentState, shipment: Shipment, orderId: string): string {
  const same = sameTracking(state, shipment);
  if (same.length > 0) return same.map((f) => numericId(f.id)).join(',');
  const orders = state.fulfillmentOrders.nodes;
  if (orders.length === 0 && state.displayFulfillmentStatus !== 'FULFILLED')
    throw new StorePlatformError(
      'scope',
      `order ${orderId} lists no fulfillment order: the app cannot read merchant-managed fulfillment orders`,
      ['read_merchant_managed_fulfillment_orders', 'write_merchant_managed_fulfillment_orders'],
    );
  const held = orders.some(
    (fo) =>
      (fo.status === 'OPEN' || fo.status === 'IN_PROGRESS' || fo.status === 'ON_HOLD') &&
      !fo.supportedActions.some((a) => a.action === 'CREATE_FULFILLMENT'),
  );
  throw new StorePlatformError(
    'refused',
    held
      ? `order ${orderId} is on hold or held by another fulfilment service`
      : `nothing left to fulfil in order ${orderId}`,
  );
}

/** The order's fulfillments made with this shipment's tracking number. */
export function sameTracking(state: FulfilmentState, shipment: Shipment) {
  return state.fulfillments.filter((f) => f.trackingInfo.some((t) => t.number === shipment.trackingNumber));
}

/** fulfillmentCreate's input for one location's group: its lines, the tracking number and carrier. */
export function fulfillmentInput(group: FulfilmentGroup, shipment: Shipment) {
  return {
    lineItemsByFulfillmentOrder: group,
    trackingInfo: { number: shipment.trackingNumber, company: shipment.carrier },
    notifyCustomer: true,
  };
}
