import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { CrmOrderList } from './CrmOrderList';

/**
 * /CRM/canceledOrder: store orders cancelled in the store. Before payment nothing more happens; after payment
 * each mall order not yet shipped has a refund request opened by the server (its seller decides under
 * After-sales) and a shipped one is flagged, shown per mall order in the list.
 */
export default function CancelledOrdersPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <div className="dm-page">
      <Typography.Title level={4}>{t(titleKey)}</Typography.Title>
      <Alert type="info" showIcon title={t('crmOrders.cancelledIntro')} style={{ marginBottom: 16 }} />
      <CrmOrderList view="cancelled" />
    </div>
  );
}
