import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { SellerOrders } from './SellerOrders';

/** /CRM/pendingOrder: the seller’s paid orders waiting to be shipped, newest first, each with Ship. */
export default function PendingOrdersPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return <SellerOrders title={t(titleKey)} only="paid" intro={t('fulfilment.pendingIntro')} />;
}
