import { useTranslation } from 'react-i18next';
import { PolicyArticle } from './PolicyArticle';
import { POLICY_NS } from './policyTexts';

/** /refund_returns: the Refund and Returns Policy (spec 001 §2), every clause in both languages. */
export default function RefundReturnsPage() {
  const { t } = useTranslation(POLICY_NS);
  return (
    <PolicyArticle
      title={t('refund.title')}
      intro={t('refund.intro')}
      sections={t('refund.sections', { returnObjects: true })}
      contactLead={t('refund.contactLead')}
    />
  );
}
