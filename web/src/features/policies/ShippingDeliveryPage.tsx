import { useTranslation } from 'react-i18next';
import { PolicyArticle } from './PolicyArticle';

/** /Shipping_and_delivery: processing and delivery times (spec 001 §2) in both languages. */
export default function ShippingDeliveryPage() {
  const { t } = useTranslation();
  return (
    <PolicyArticle
      title={t('policy.shipping.title')}
      intro={t('policy.shipping.intro')}
      highlights={t('policy.shipping.highlights', { returnObjects: true })}
      sections={t('policy.shipping.sections', { returnObjects: true })}
      contactLead={t('policy.shipping.contactLead')}
    />
  );
}
