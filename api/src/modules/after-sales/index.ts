import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AddressService } from '../addresses/service';
import type { AfterSaleEvents } from '../after-sale-events';
import type { Notify } from '../notices';
import type { FindForeignFile } from '../uploads/service';
import type { WalletService } from '../wallet/service';
import { AfterSaleApplyService } from './apply-service';
import { AfterSaleDecisionService } from './decision-service';
import type { ProviderRefunder } from './provider';
import { AfterSaleQueryService } from './query-service';
import { ReturnDesk } from './return-desk';
import { afterSaleRoutes } from './routes';
import { sellerAfterSaleRoutes } from './seller-routes';

/** After-sales wired once: the buyer's and the seller's calls, and the dashboard's count. */
export function createAfterSales(deps: {
  db: Db;
  wallet: WalletService;
  addresses: AddressService;
  findForeignFile: FindForeignFile;
  notify?: Notify;
  /** Told of each new request and state move, inside its transaction (webhooks listen). */
  events?: AfterSaleEvents;
  /** Refunds through the payment provider that took the money (issue 33); else every refund is to the balance. */
  provider?: ProviderRefunder;
}) {
  const apply = new AfterSaleApplyService(deps.db, deps.findForeignFile, deps.notify, deps.events);
  const decide = new AfterSaleDecisionService(
    deps.db,
    deps.wallet,
    deps.addresses,
    deps.notify,
    deps.events,
    deps.provider,
  );
  const query = new AfterSaleQueryService(deps.db);
  return {
    apply,
    decide,
    query,
    /** For the sales-return stock-in page (the stock module's routes): returns sent back, and receiving them. */
    returns: new ReturnDesk(deps.db),
    /** For the dashboard (ReportService): open requests of a seller whose order was not shipped. */
    noSendCount: (sellerId: number) => query.noSendCount(sellerId),
    async register(api: FastifyInstance) {
      await api.register(afterSaleRoutes, { apply, query });
      await api.register(sellerAfterSaleRoutes, { decide, query });
    },
  };
}
