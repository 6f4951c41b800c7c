import { useTranslation } from 'react-i18next';
import { AfterSaleListView } from './AfterSaleListView';

/** /order/afterSale: the buyer's own requests (our page; the menu lists it under Business Management). */
export default function BuyerAfterSalePage() {
  const { t } = useTranslation();
  return <AfterSaleListView side="buyer" title={t('titles.orderAfterSale')} />;
}
