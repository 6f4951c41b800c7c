/** What other features may use of the cart: Add To Cart, the header count, seller names for checkout. */
export { cartKeys } from './api';
export { type AddToCartInput, useAddToCart } from './useAddToCart';
export { useCartCount } from './useCartCount';
export { useSellerNames } from './useSellerNames';
