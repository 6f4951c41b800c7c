import { get, post } from '../../lib/http';

/** The cart calls (spec 001 §7 /api/shopingCar/*); answers use the { success, result, message } envelope. */

export interface CartLine {
  id: number;
  skuId: number;
  productId: number;
  price: number;
  num: number;
  title: string;
  specification: string;
  thumbUrl: string;
  stock: number;
  /** false: off shelf, variant gone, or stock short of num. Such lines sit in invalidCarsList. */
  valid: boolean;
  businessId: number;
}

/** The lines of one seller. */
export interface CartGroup {
  businessId: number;
  businessName: string;
  orderCarVOS: CartLine[];
}

export interface CartList {
  validCarsList: CartGroup[];
  invalidCarsList: CartLine[];
}

export const cartKeys = {
  all: ['cart'] as const,
  list: ['cart', 'list'] as const,
  count: ['cart', 'count'] as const,
};

export const fetchCart = () => post<CartList>('/api/shopingCar/list');

export const addToCart = (skuId: number, num: number) =>
  post<{ id: number; num: number }>('/api/shopingCar/add', { skuId, num, type: 1 });

export const updateCartLine = (id: number, num: number) =>
  post<{ id: number; num: number }>('/api/shopingCar/update', { id, num });

export const removeCartLines = (ids: readonly number[]) =>
  post<{ removed: number[] }>('/api/shopingCar/delete', { ids: ids.join(',') });

export const fetchCartCount = async () => (await get<{ count: number }>('/api/shopingCar/count')).count;
