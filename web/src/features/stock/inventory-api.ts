import type { StockInventoryPage, StockInventoryPageQuery } from '@dropmall/contract';
import { post } from '../../lib/http';

/** The inventory list's call (our path; docs/decisions.md "Synchronized and manual outbound"). */
export type InventoryQuery = StockInventoryPageQuery;

export const inventoryKeys = {
  list: (query: InventoryQuery) => ['stock', 'inventory', query] as const,
};

export const fetchInventory = (query: InventoryQuery) =>
  post<StockInventoryPage>('/stock/inventory/list', { ...query });
