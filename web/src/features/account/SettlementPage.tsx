import { StorageKey } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, message, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { writeStorage } from '../../lib/storage';
import { PageSpinner } from '../../lib/ui/PageSpinner';
import { AccountSection } from './AccountSection';
import { accountKeys, getSettlement, type SettlementFields, submitSettlement } from './api';
import { SettlementForm } from './SettlementForm';
import { SettlementStatus } from './SettlementStatus';
import { maySubmit, type SettlementStage, stageOf } from './settlementStage';

const STEP_OF: Record<SettlementStage, number> = { none: 0, rejected: 0, pending: 1, certified: 2 };

/** /Settlement (our design, issue 3): where a business applies for certification and follows it. */
export default function SettlementPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: accountKeys.settlement, queryFn: getSettlement });
  const submit = useMutation({
    mutationFn: (fields: SettlementFields) => submitSettlement(fields),
    onSuccess: ({ msg, model }) => {
      void message.success(msg);
      // The login flow reads these; keep them true to the server until the next login.
      writeStorage(StorageKey.settStatus, String(model.settleStatus));
      writeStorage(StorageKey.rzStatus, String(model.rzStatus));
      queryClient.setQueryData(accountKeys.settlement, model);
    },
  });

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('account.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('account.retry')}</Button>}
      />
    );
  }

  const stage = stageOf(query.data);
  const rejected = stage === 'rejected';
  return (
    <AccountSection title={t('titles.settlement')} intro={t('settlement.intro')} wide>
      <Steps
        className="dm-settlement__steps"
        current={STEP_OF[stage]}
        status={rejected ? 'error' : stage === 'certified' ? 'finish' : 'process'}
        items={[
          { title: t('settlement.stepDetails') },
          { title: t('settlement.stepReview') },
          { title: t('settlement.stepCertified') },
        ]}
      />
      <SettlementStatus stage={stage} application={query.data.application} mayApply={query.data.mayApply} />
      {!query.data.mayApply && stage !== 'certified' && (
        <Alert
          className="dm-account__block"
          type="info"
          data-testid="settlement-only-applicant"
          title={t('settlement.onlyApplicant')}
        />
      )}
      {query.data.mayApply && maySubmit(stage) && (
        <SettlementForm
          previous={rejected ? query.data.application : null}
          busy={submit.isPending}
          onSubmit={(fields) => submit.mutate(fields)}
        />
      )}
    </AccountSection>
  );
}
