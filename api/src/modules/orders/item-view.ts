import type { orderItems } from '../../db/schema/orders';
import { toMoney } from '../catalog/product-lists';

/** An order line as the buyer's and the seller's pages read it. */
export const orderItemView = (i: typeof orderItems.$inferSelect) => ({
  id: i.id,
  productId: i.productId,
  skuId: i.variantId,
  title: i.title,
  specification: i.specification,
  thumbUrl: i.thumbUrl,
  price: toMoney(i.price),
  num: i.num,
  amount: toMoney(i.amount),
});
