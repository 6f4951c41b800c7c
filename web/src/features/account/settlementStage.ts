import { RzStatus, SettleStatus } from '@dropmall/contract';
import type { SettlementState } from './api';

/** Where a business stands in certification, as the settlement page shows it. */
export type SettlementStage = 'none' | 'pending' | 'rejected' | 'certified';

export function stageOf({
  settleStatus,
  rzStatus,
}: Pick<SettlementState, 'settleStatus' | 'rzStatus'>): SettlementStage {
  if (settleStatus === SettleStatus.pending) return 'pending';
  // Certified, or never asked to certify: nothing to submit either way.
  if (rzStatus !== RzStatus.required || settleStatus === SettleStatus.approved) return 'certified';
  return settleStatus === SettleStatus.rejected ? 'rejected' : 'none';
}

/** The form is offered while certification is required and nothing is under review. */
export function maySubmit(stage: SettlementStage): boolean {
  return stage === 'none' || stage === 'rejected';
}
