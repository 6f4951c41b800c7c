import type { WithdrawalView } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';
import { ReasonModal } from '../../lib/ui/ReasonModal';

interface RejectWithdrawalModalProps {
  withdrawal: WithdrawalView | null;
  pending: boolean;
  onCancel: () => void;
  onReject: (id: number, reason: string) => void;
}

/** Rejecting asks for the reason the business reads in its records and its message. */
export function RejectWithdrawalModal({
  withdrawal,
  pending,
  onCancel,
  onReject,
}: RejectWithdrawalModalProps) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      open={withdrawal !== null}
      title={t('cash.review.rejectTitle', { no: withdrawal?.withdrawalNo ?? '' })}
      okText={t('cash.review.reject')}
      cancelText={t('cash.cancel')}
      reasonLabel={t('cash.review.reason')}
      requiredMessage={contractText('rejectReasonRequired')}
      pending={pending}
      testId="withdrawal-reject-reason"
      onCancel={onCancel}
      onSubmit={(reason) => withdrawal && onReject(withdrawal.id, reason)}
    />
  );
}
