import type { CrmDashboard, CrmDashboardQuery } from '@dropmall/contract';
import { post } from '../../lib/http';

/** The CRM dashboard's figures (docs/decisions.md "CRM dashboard"), of every store or of one. */
export const crmDashboardKeys = {
  all: ['crm-dashboard'] as const,
  of: (q: CrmDashboardQuery) => ['crm-dashboard', q.storeId ?? 'all'] as const,
};

export const fetchCrmDashboard = (q: CrmDashboardQuery) => post<CrmDashboard>('/store/dashboard', { ...q });
