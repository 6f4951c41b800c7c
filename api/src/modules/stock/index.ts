import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { OrderEventListener } from '../order-events';
import { countRoutes } from './count-routes';
import { documentRoutes } from './document-routes';
import { shipOrder } from './orders';
import type { ShippableOrders } from './pick';
import { type ReturnDeskPort, stockReturnRoutes } from './return-routes';
import { stockRoutes } from './routes';
import { StockService } from './service';
import { ownWarehouseRoutes } from './warehouse-routes';

export { giveBack, releaseOrders, reserve, shipOrder } from './orders';
export type { ShippableOrders } from './pick';
export { bookReturn } from './returns';

/** The stock module: warehouses, bins, the ledger and its balances, stock documents. */
export function createStock(deps: { db: Db; orders: ShippableOrders }) {
  const service = new StockService(deps.db, deps.orders);
  /** Shipping turns the order's reservation into a sales stock-out, in the shipping transaction. */
  const orderListener: OrderEventListener = {
    shipped: (tx, event) => shipOrder(tx, event.orderId),
  };
  return {
    service,
    orderListener,
    async register(api: FastifyInstance) {
      await api.register(stockRoutes, { stock: service });
      const kinds = [
        {
          base: '/stock/document',
          page: '/stock/merchantStockIn',
          noun: 'stock-in',
          docs: service.documents,
        },
        {
          base: '/stock/thirdPartyIn',
          page: '/stock/thirdPartyStockIn',
          noun: 'third-party stock-in',
          docs: service.thirdPartyIn,
        },
        {
          base: '/stock/thirdPartyOut',
          page: '/stock/thirdPartyStockOut',
          noun: 'third-party stock-out',
          docs: service.thirdPartyOut,
        },
      ];
      for (const calls of kinds) await api.register(documentRoutes, calls);
      await api.register(countRoutes, {
        db: deps.db,
        counts: service.counts,
        picking: service.picking,
      });
      await api.register(ownWarehouseRoutes, { db: deps.db });
    },
    /** The sales-return stock-in page's calls, over after-sales' returns (wired in compose.ts). */
    async registerReturns(api: FastifyInstance, returns: ReturnDeskPort) {
      await api.register(stockReturnRoutes, { db: deps.db, returns });
    },
  };
}
