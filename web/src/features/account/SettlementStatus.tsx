import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SettlementApplication } from './api';
import type { SettlementStage } from './settlementStage';

function ApplicationDetails({ application }: { application: SettlementApplication }) {
  const { t, i18n } = useTranslation();
  const submitted = new Date(application.submittedAt).toLocaleString(i18n.language);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'legalName', label: t('settlement.legalName'), children: application.legalName },
        { key: 'idNo', label: application.idType, children: application.idNo },
        { key: 'contactName', label: t('settlement.contactName'), children: application.contactName },
        { key: 'contactPhone', label: t('settlement.contactPhone'), children: application.contactPhone },
        { key: 'address', label: t('settlement.address'), children: application.address },
        { key: 'submittedAt', label: t('settlement.submittedAt'), children: submitted },
      ]}
    />
  );
}

interface SettlementStatusProps {
  stage: SettlementStage;
  application: SettlementApplication | null;
  /** Whether the viewer may apply (and so reads the application); a staff member without it sees the state. */
  mayApply: boolean;
}

/** What the business sees about its certification: required, under review, rejected (why), or done. */
export function SettlementStatus({ stage, application, mayApply }: SettlementStatusProps) {
  const { t } = useTranslation();
  if (stage === 'certified') {
    return (
      <Result
        status="success"
        title={t('settlement.certifiedTitle')}
        subTitle={t('settlement.certifiedText')}
        extra={
          <Link to="/Welcome" className="dm-home-link">
            {t('settlement.toOffice')}
          </Link>
        }
      />
    );
  }
  if (stage === 'pending') {
    return (
      <div className="dm-account__block" data-testid="settlement-pending">
        <Result
          icon={<ClockCircleOutlined style={{ color: 'var(--dm-brand)' }} />}
          title={t('settlement.pendingTitle')}
          subTitle={t('settlement.pendingText')}
          extra={
            mayApply && (
              <Link to="/myCenter/businessInfo" className="dm-account__link">
                {t('settlement.toProfile')}
              </Link>
            )
          }
        />
        {application && <ApplicationDetails application={application} />}
      </div>
    );
  }
  if (stage === 'rejected') {
    return (
      <Alert
        className="dm-account__block"
        type="error"
        showIcon
        title={t('settlement.rejectedTitle')}
        description={
          mayApply
            ? t('settlement.rejectedText', { reason: application?.rejectReason || t('settlement.noReason') })
            : t('settlement.rejectedTextRestricted')
        }
      />
    );
  }
  return (
    <Alert
      className="dm-account__block"
      type="info"
      showIcon
      title={t('settlement.requiredTitle')}
      description={t('settlement.requiredText')}
    />
  );
}
