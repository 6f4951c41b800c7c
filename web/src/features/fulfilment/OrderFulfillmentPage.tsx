import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { StoreAndSoldTabs } from '../crm-orders';
import { SellerOrders } from './SellerOrders';

/**
 * /CRM/orderFulfillment: the business's paid store orders being shipped (their mall orders, states, carriers
 * and tracking numbers), and, on the second tab, every order placed with the business as a seller.
 */
export default function OrderFulfillmentPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <StoreAndSoldTabs
      title={t(titleKey)}
      view="fulfilment"
      intro={t('crmOrders.fulfilmentIntro')}
      soldParams={['isJumped', 'status']}
      sold={<SellerOrders title={t(titleKey)} />}
    />
  );
}
