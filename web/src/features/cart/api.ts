import type {
  CartCount,
  CartGroup,
  CartLine,
  CartLineSaved,
  CartLinesRemoved,
  CartList,
} from '@dropmall/contract';
import { get, post } from '../../lib/http';

/** The cart calls (spec 001 §7 /api/shopingCar/*); answers use the { success, result, message } envelope. */

export type { CartGroup, CartLine, CartList };

export const cartKeys = {
  all: ['cart'] as const,
  list: ['cart', 'list'] as const,
  count: ['cart', 'count'] as const,
};

export const fetchCart = () => post<CartList>('/api/shopingCar/list');

export const addToCart = (skuId: number, num: number) =>
  post<CartLineSaved>('/api/shopingCar/add', { skuId, num, type: 1 });

export const updateCartLine = (id: number, num: number) =>
  post<CartLineSaved>('/api/shopingCar/update', { id, num });

export const removeCartLines = (ids: readonly number[]) =>
  post<CartLinesRemoved>('/api/shopingCar/delete', { ids: ids.join(',') });

export const fetchCartCount = async () => (await get<CartCount>('/api/shopingCar/count')).count;
