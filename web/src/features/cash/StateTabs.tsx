import { WITHDRAWAL_STATES, type WithdrawalState } from '@dropmall/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

interface StateTabsProps {
  value: WithdrawalState | undefined;
  onChange: (state: WithdrawalState | undefined) => void;
  /** The operators' queue has no "all" tab: it always shows one state. */
  withAll?: boolean;
}

/** One tab per withdrawal state (and "All" for the business's records). */
export function StateTabs({ value, onChange, withAll = false }: StateTabsProps) {
  const { t } = useTranslation();
  const items = [
    ...(withAll ? [{ key: 'all', label: t('cash.allStates') }] : []),
    ...WITHDRAWAL_STATES.map((state) => ({ key: state, label: t(`cash.state.${state}`) })),
  ];
  return (
    <Tabs
      activeKey={value ?? 'all'}
      items={items}
      onChange={(key) => onChange(key === 'all' ? undefined : (key as WithdrawalState))}
    />
  );
}
