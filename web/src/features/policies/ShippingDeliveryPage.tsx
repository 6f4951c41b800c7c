import { useTranslation } from 'react-i18next';
import { PolicyArticle } from './PolicyArticle';
import { POLICY_NS } from './policyTexts';

/** /Shipping_and_delivery: processing and delivery times (spec 001 §2) in both languages. */
export default function ShippingDeliveryPage() {
  const { t } = useTranslation(POLICY_NS);
  return (
    <PolicyArticle
      title={t('shipping.title')}
      intro={t('shipping.intro')}
      highlights={t('shipping.highlights', { returnObjects: true })}
      sections={t('shipping.sections', { returnObjects: true })}
      contactLead={t('shipping.contactLead')}
    />
  );
}
