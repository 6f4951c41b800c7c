import { useTranslation } from 'react-i18next';
import { PolicyArticle } from './PolicyArticle';

/** /refund_returns: the Refund and Returns Policy (spec 001 §2), every clause in both languages. */
export default function RefundReturnsPage() {
  const { t } = useTranslation();
  return (
    <PolicyArticle
      title={t('policy.refund.title')}
      intro={t('policy.refund.intro')}
      sections={t('policy.refund.sections', { returnObjects: true })}
      contactLead={t('policy.refund.contactLead')}
    />
  );
}
