import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Notify } from '../notices';
import type { WalletService } from '../wallet/service';
import { withdrawalReviewRoutes } from './review-routes';
import { cashRoutes } from './routes';
import { settlementRoutes } from './settlement-routes';
import { SettlementService } from './settlement-service';
import { WithdrawalReader } from './withdrawal-reader';
import { type DisputeHeld, WithdrawalService } from './withdrawal-service';

export { SellerIncome } from './income';

/** Withdrawals (the business's calls, the operators' review) and payment settlement, over the wallet module's ledger. */
export function createCash(deps: {
  db: Db;
  wallet: WalletService;
  notify?: Notify;
  feeRate?: number;
  /** What a business may not withdraw while disputes of its top-ups are open or unrecovered (payments module). */
  disputeHeld?: DisputeHeld;
}) {
  const withdrawals = new WithdrawalService(deps.db, deps.wallet, deps.notify, deps.disputeHeld);
  const reader = new WithdrawalReader(deps.db, deps.wallet, deps.disputeHeld);
  const settlement = new SettlementService(deps.db, deps.wallet, reader, deps.feeRate ?? 0);
  return {
    withdrawals,
    reader,
    settlement,
    async register(api: FastifyInstance) {
      await api.register(cashRoutes, { withdrawals, reader, wallet: deps.wallet });
      await api.register(withdrawalReviewRoutes, { withdrawals, reader });
      await api.register(settlementRoutes, { settlement });
    },
  };
}
