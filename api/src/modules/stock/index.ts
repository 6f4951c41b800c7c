import type { FastifyInstance } from 'fastify';
import type { CjkFont } from '../../adapters/pdf/fonts';
import type { Db } from '../../db/client';
import type { OrderEventListener } from '../order-events';
import { countRoutes } from './count-routes';
import { documentRoutes } from './document-routes';
import { stockFileRoutes } from './file-routes';
import { stockLabelRoutes } from './label-routes';
import { StockLabels } from './labels';
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
export function createStock(deps: { db: Db; orders: ShippableOrders; cjkFont: CjkFont | null }) {
  const service = new StockService(deps.db, deps.orders);
  const labels = new StockLabels(deps.db, deps.cjkFont);
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
          file: 'stock-in',
          importable: true,
        },
        {
          base: '/stock/thirdPartyIn',
          page: '/stock/thirdPartyStockIn',
          noun: 'third-party stock-in',
          docs: service.thirdPartyIn,
          file: 'third-party-stock-in',
          importable: true,
        },
        {
          base: '/stock/thirdPartyOut',
          page: '/stock/thirdPartyStockOut',
          noun: 'third-party stock-out',
          docs: service.thirdPartyOut,
          file: 'third-party-stock-out',
          importable: false,
        },
      ];
      for (const calls of kinds) await api.register(documentRoutes, { ...calls, files: service.files });
      await api.register(countRoutes, { counts: service.counts, picking: service.picking });
      await api.register(ownWarehouseRoutes, { db: deps.db });
      await api.register(stockFileRoutes, { files: service.files });
      await api.register(stockLabelRoutes, { labels });
    },
    /** The sales-return stock-in page's calls, over after-sales' returns (wired in compose.ts). */
    async registerReturns(api: FastifyInstance, returns: ReturnDeskPort) {
      await api.register(stockReturnRoutes, { db: deps.db, returns });
    },
  };
}
