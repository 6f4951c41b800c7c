import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPrice } from '../../lib/money';
import type { PageProps } from '../../lib/page';
import { ApplyForm, type ApplyValues, payoutOf } from './ApplyForm';
import { applyWithdrawal, cashKeys, fetchOverview } from './api';
import { BalanceSummary } from './BalanceSummary';
import { payoutLine } from './payout';
import './cash.css';

export const CASH_RECORD_PATH = '/cashCenter/cashRecord';

/** /cashCenter/applyCash: the balance, the form, a confirmation; success leads to the records. */
export default function ApplyCashPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [modal, holder] = Modal.useModal();
  // The page stays alive in its tab: a new form after each application, not the last one's values.
  const [formKey, setFormKey] = useState(0);
  const overview = useQuery({ queryKey: cashKeys.overview, queryFn: fetchOverview });
  const apply = useMutation({
    mutationFn: (values: ApplyValues) => applyWithdrawal(values.amount.trim(), payoutOf(values)),
    onSuccess: (made) => {
      void message.success(t('cash.applied', { no: made.withdrawalNo }));
      void queryClient.invalidateQueries({ queryKey: cashKeys.all });
      setFormKey((key) => key + 1);
      void navigate(CASH_RECORD_PATH);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: cashKeys.overview }),
  });

  const confirm = (values: ApplyValues) =>
    void modal.confirm({
      title: t('cash.confirmTitle'),
      content: t('cash.confirmBody', {
        amount: formatPrice(values.amount),
        account: payoutLine(payoutOf(values), t),
      }),
      okText: t('cash.confirm'),
      cancelText: t('cash.cancel'),
      onOk: () => apply.mutateAsync(values).catch(() => undefined),
    });

  const balance = overview.data?.balance ?? 0;
  const tooLow = overview.data !== undefined && balance < overview.data.minimum;
  return (
    <section className="dm-cash-page">
      {holder}
      <h1 className="dm-cash-page__title">{t(titleKey)}</h1>
      <BalanceSummary overview={overview.data} />
      {tooLow && <Alert type="info" showIcon title={t('cash.noBalance')} style={{ marginBottom: 16 }} />}
      {(overview.data?.incomeHeld ?? 0) > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('cash.incomeHeld', { amount: formatPrice(overview.data?.incomeHeld ?? 0) })}
          style={{ marginBottom: 16 }}
          data-testid="income-held"
        />
      )}
      {overview.data && (
        <ApplyForm key={formKey} balance={balance} busy={apply.isPending} onApply={confirm} />
      )}
    </section>
  );
}
