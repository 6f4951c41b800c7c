import type { SettlementReviewItem } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';
import { ReasonModal } from '../../lib/ui/ReasonModal';

interface RejectModalProps {
  application: SettlementReviewItem | null;
  pending: boolean;
  onCancel: () => void;
  onReject: (id: number, reason: string) => void;
}

/** Rejecting asks for the reason the business will read on its settlement page. */
export function RejectModal({ application, pending, onCancel, onReject }: RejectModalProps) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      open={application !== null}
      title={t('review.rejectTitle', { name: application?.businessName ?? '' })}
      okText={t('review.reject')}
      cancelText={t('system.cancel')}
      reasonLabel={t('review.reason')}
      requiredMessage={contractText('required', { field: t('review.reason') })}
      pending={pending}
      testId="reject-reason"
      onCancel={onCancel}
      onSubmit={(reason) => application && onReject(application.id, reason)}
    />
  );
}
