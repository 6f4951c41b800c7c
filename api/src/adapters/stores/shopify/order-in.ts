import { shopifyOrder } from '../orders';
import type { StoreOrderIn } from '../types';
import { numericId } from './graphql-client';

type Money = { shopMoney?: { amount?: string | null } | null } | null;
/** An order as ORDERS_QUERY answers it (documents.ts, fragment DropmallOrder). */
export interface GraphqlOrder {
  id: string;
  name: string;
  email: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
  currencyCode: string;
  totalPriceSet: Money;
  customer: { firstName: string | null; lastName: string | null } | null;
  shippingAddress: Record<string, string | null> | null;
  lineItems: GraphqlLines;
}

/** A page of an order's lines (fragment DropmallLines). */
export interface GraphqlLines {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: {
    id: string;
    sku: string | null;
    title: string;
    variantTitle: string | null;
    quantity: number;
    /** Excluding units an order edit removed (0: the line was taken out). */
    currentQuantity: number;
    variant: { id: string } | null;
    originalUnitPriceSet: Money;
  }[];
}

/**
 * A GraphQL order in the shape of the REST body Shopify's order webhooks carry (numeric ids, snake_case), so
 * one mapper (`shopifyOrder`) reads both what a webhook sends and what a sync lists.
 */
export function graphqlOrder(o: GraphqlOrder): StoreOrderIn | null {
  const a = o.shippingAddress;
  return shopifyOrder({
    id: numericId(o.id),
    name: o.name,
    email: o.email,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    cancelled_at: o.cancelledAt,
    financial_status: o.displayFinancialStatus?.toLowerCase() ?? null,
    fulfillment_status: o.displayFulfillmentStatus === 'FULFILLED' ? 'fulfilled' : null,
    currency: o.currencyCode,
    total_price: o.totalPriceSet?.shopMoney?.amount ?? '0',
    customer: o.customer ? { first_name: o.customer.firstName, last_name: o.customer.lastName } : null,
    shipping_address: a
      ? {
          name: a.name,
          first_name: a.firstName,
          last_name: a.lastName,
          company: a.company,
          address1: a.address1,
          address2: a.address2,
          city: a.city,
          province: a.province,
          province_code: a.provinceCode,
          zip: a.zip,
          country: a.country,
          country_code: a.countryCodeV2,
          phone: a.phone,
        }
      : null,
    line_items: o.lineItems.nodes.map((l) => ({
      id: numericId(l.id),
      variant_id: l.variant ? numericId(l.variant.id) : null,
      sku: l.sku,
      title: l.title,
      variant_title: l.variantTitle,
      quantity: l.quantity,
      current_quantity: l.currentQuantity,
      price: l.originalUnitPriceSet?.shopMoney?.amount ?? '0',
    })),
  });
}
