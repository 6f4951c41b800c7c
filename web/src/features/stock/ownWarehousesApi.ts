import type { OwnWarehouseSave, OwnWarehouseSaved, WarehouseView } from '@dropmall/contract';
import { post } from '../../lib/http';

/** My Profile -> Third-party Warehouses (see docs/decisions.md, "Sales-return stock-in" and "Own warehouses"). */
export const ownWarehouseKeys = { all: ['stock', 'own-warehouses'] as const };
export const fetchOwnWarehouses = () => post<WarehouseView[]>('/stock/warehouse/list');
export const saveOwnWarehouse = (input: OwnWarehouseSave) =>
  post<OwnWarehouseSaved>('/stock/warehouse/save', {
    ...(input.id ? { id: input.id } : {}),
    name: input.name,
    country: input.country,
    address: input.address,
    contact: input.contact,
    phone: input.phone,
  });
/** Deletes (archives) a warehouse that holds no stock; the server answers 409 while it holds some. */
export const deleteOwnWarehouse = (id: number) => post<null>('/stock/warehouse/delete', { id });
