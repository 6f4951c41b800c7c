import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { SellerOrders } from './SellerOrders';

/** /CRM/orderFulfillment: every order placed with the seller, by state tab, with search and details. */
export default function OrderFulfillmentPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return <SellerOrders title={t(titleKey)} />;
}
