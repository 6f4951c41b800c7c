import { useTranslation } from 'react-i18next';
import { PayResult } from './PayResult';
import './checkout.css';

/** /paySuccess (spec 000 §8): 'payment successful', then the order list. */
export default function PaySuccessPage() {
  const { t } = useTranslation();
  return <PayResult status="success" title={t('payment.success')} subTitle={t('payment.successText')} />;
}
