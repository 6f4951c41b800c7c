import type { WithdrawalState } from '@dropmall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<WithdrawalState, string> = {
  pending: 'gold',
  paid: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export function WithdrawalStateTag({ state }: { state: WithdrawalState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[state]} data-testid="withdrawal-state">
      {t(`cash.state.${state}`)}
    </Tag>
  );
}
