import { ORDER_STATUSES } from '@dropmall/contract';
import { z } from 'zod';
import { AddressSchema } from '../addresses/routes';

/** What order calls answer; nothing else leaves the server. */

const CartLine = z.object({
  id: z.number(),
  skuId: z.number(),
  productId: z.number(),
  price: z.number(),
  num: z.number(),
  title: z.string(),
  specification: z.string(),
  thumbUrl: z.string(),
  stock: z.number(),
  valid: z.boolean(),
  businessId: z.number(),
  carMoney: z.number(),
});

export const ConfirmResult = z.object({
  address: AddressSchema.nullable(),
  orderData: z.array(
    z.object({
      businessId: z.number(),
      businessDetailId: z.number(),
      orderCarVOS: z.array(CartLine),
      productTotalMoney: z.number(),
      expressFee: z.number(),
      expressName: z.string(),
      expectDay: z.string(),
      couponList: z.object({
        availableList: z.array(
          z.object({
            id: z.number(),
            money: z.number(),
            minSpend: z.number(),
            title: z.string(),
            validTo: z.string(),
          }),
        ),
      }),
    }),
  ),
  totalMoney: z.number(),
});

export const OrderSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  closeReason: z.string(),
  businessId: z.number(),
  sellerName: z.string(),
  productTotal: z.number(),
  expressFee: z.number(),
  couponAmount: z.number(),
  total: z.number(),
  currency: z.string(),
  userLeave: z.string(),
  expressName: z.string(),
  /** The carrier's tracking number once the seller shipped; '' before. */
  trackingNo: z.string(),
  payType: z.number().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  expiresAt: z.string(),
  items: z.array(
    z.object({
      id: z.number(),
      productId: z.number(),
      skuId: z.number(),
      title: z.string(),
      specification: z.string(),
      thumbUrl: z.string(),
      price: z.number(),
      num: z.number(),
      amount: z.number(),
    }),
  ),
});

export const OrderDetailSchema = OrderSchema.extend({ address: z.record(z.string(), z.unknown()) });

export const OrderPage = z.object({
  records: z.array(OrderSchema),
  total: z.number(),
  current: z.number(),
  size: z.number(),
  statusCounts: z.record(z.string(), z.number()),
});
