import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { StoreAndSoldTabs } from '../crm-orders';
import { SellerOrders } from './SellerOrders';

/**
 * /CRM/pendingOrder: the business's store orders that wait (lines to bind, an address or a tax id missing),
 * and, on the second tab, the orders sold to others that wait to be shipped, each with Ship.
 */
export default function PendingOrdersPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <StoreAndSoldTabs
      title={t(titleKey)}
      view="pending"
      intro={t('crmOrders.pendingIntro')}
      soldParams={['isJump']}
      sold={<SellerOrders title={t(titleKey)} only="paid" intro={t('fulfilment.pendingIntro')} />}
    />
  );
}
