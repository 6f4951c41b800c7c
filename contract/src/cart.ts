import { z } from 'zod';

/** What the cart calls answer (spec 001 §7 /api/shopingCar/*). */

/** valid: false when off shelf, variant gone, or stock short of num; such lines sit in invalidCarsList. */
export const CartLine = z.object({
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
});
export type CartLine = z.infer<typeof CartLine>;

/** The lines of one seller. */
export const CartGroup = z.object({
  businessId: z.number(),
  businessName: z.string(),
  orderCarVOS: z.array(CartLine),
});
export type CartGroup = z.infer<typeof CartGroup>;

export const CartList = z.object({ validCarsList: z.array(CartGroup), invalidCarsList: z.array(CartLine) });
export type CartList = z.infer<typeof CartList>;

export const CartLineSaved = z.object({ id: z.number(), num: z.number() });
export type CartLineSaved = z.infer<typeof CartLineSaved>;
export const CartLinesRemoved = z.object({ removed: z.array(z.number()) });
export type CartLinesRemoved = z.infer<typeof CartLinesRemoved>;
export const CartCount = z.object({ count: z.number() });
export type CartCount = z.infer<typeof CartCount>;
