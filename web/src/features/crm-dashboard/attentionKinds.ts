import type { CrmAttentionKind } from '@dropmall/contract';

/**
 * The "Needs attention" panel's kinds (contract CRM_ATTENTION_KINDS): where each opens, on the chosen store
 * where the page filters by store. Its words are `crmDashboard.attention.kinds.<kind>` and `.hints.<kind>`.
 * The sync's kinds open the Stores page, where each store shows its last failure and the held prices wait.
 */
export const ATTENTION_LINKS: Record<CrmAttentionKind, (storeId?: number) => string> = {
  lowBalance: () => '/cashCenter/recharge',
  ordersWaiting: (storeId) => {
    const params = new URLSearchParams({ status: 'pending', waiting: 'true' });
    if (storeId) params.set('storeId', String(storeId));
    return `/CRM/myOrder?${params.toString()}`;
  },
  syncFailed: () => '/CRM/store',
  priceHeld: () => '/CRM/store',
};
