import type { CrmStage } from '@dropmall/contract';

/** The list each stage figure opens: the CRM page where those store orders are worked on. */
export function stageLink(stage: CrmStage, storeId?: number): string {
  const params = new URLSearchParams();
  if (storeId) params.set('storeId', String(storeId));
  const status = stage === 'fulfilled' || stage === 'cancelled' ? stage : 'pending';
  params.set('status', status);
  return `/CRM/myOrder?${params.toString()}`;
}
