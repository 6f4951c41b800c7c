import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Notify } from '../notices';
import type { WalletService } from '../wallet/service';
import { withdrawalReviewRoutes } from './review-routes';
import { cashRoutes } from './routes';
import { WithdrawalReader } from './withdrawal-reader';
import { WithdrawalService } from './withdrawal-service';

export { SellerIncome } from './income';

/** Withdrawals: the business's calls and the operators' review, over the commerce module's wallet. */
export function createCash(deps: { db: Db; wallet: WalletService; notify?: Notify }) {
  const withdrawals = new WithdrawalService(deps.db, deps.wallet, deps.notify);
  const reader = new WithdrawalReader(deps.db, deps.wallet);
  return {
    withdrawals,
    reader,
    async register(api: FastifyInstance) {
      await api.register(cashRoutes, { withdrawals, reader, wallet: deps.wallet });
      await api.register(withdrawalReviewRoutes, { withdrawals, reader });
    },
  };
}
