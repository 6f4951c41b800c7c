import { useTranslation } from 'react-i18next';
import { AfterSaleListView } from './AfterSaleListView';

/** /CRM/afterSale: requests made to the business as a seller, with agree / refuse / confirm / reject receipt. */
export default function SellerAfterSalePage() {
  const { t } = useTranslation();
  return <AfterSaleListView side="seller" title={t('titles.crmAfterSale')} />;
}
