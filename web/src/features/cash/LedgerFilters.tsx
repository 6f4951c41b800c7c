import { WALLET_LEDGER_KINDS, type WalletLedgerKind } from '@dropmall/contract';
import { DatePicker, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export interface LedgerFilterValue {
  kind?: WalletLedgerKind;
  startTime?: string;
  endTime?: string;
}

interface LedgerFiltersProps {
  value: LedgerFilterValue;
  onChange: (value: LedgerFilterValue) => void;
}

const DAY = 'YYYY-MM-DD';

/** Payment details filters: one kind, and a range of days (both included). */
export function LedgerFilters({ value, onChange }: LedgerFiltersProps) {
  const { t } = useTranslation();
  const onRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    onChange({
      ...value,
      startTime: range?.[0]?.format(DAY) ?? undefined,
      endTime: range?.[1]?.format(DAY) ?? undefined,
    });
  return (
    <div className="dm-cash-filters">
      <Select<WalletLedgerKind | undefined>
        allowClear
        style={{ width: 200 }}
        placeholder={t('cash.ledger.allKinds')}
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind: kind ?? undefined })}
        options={WALLET_LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`cash.kinds.${kind}`) }))}
        data-testid="ledger-kind"
      />
      <DatePicker.RangePicker
        placeholder={[t('cash.ledger.start'), t('cash.ledger.end')]}
        onChange={(range) => onRange(range as [Dayjs | null, Dayjs | null] | null)}
        data-testid="ledger-range"
      />
    </div>
  );
}
