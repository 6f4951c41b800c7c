import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchPlaces, stockKeys } from './api';

interface Props {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  allowClear?: boolean;
  /** Only the business's own (third-party) warehouses. */
  ownOnly?: boolean | undefined;
}

/** The warehouses the business may use (the platform's, then its own), or only its own; undefined while loading. */
export function useWarehouses(ownOnly = false) {
  const places = useQuery({ queryKey: stockKeys.places, queryFn: fetchPlaces });
  return places.data?.warehouses.filter((w) => !ownOnly || !w.platform);
}

/** The warehouses the business may use: the platform's, then its own third-party ones. */
export function WarehouseSelect({ value, onChange, allowClear, ownOnly }: Props) {
  const { t } = useTranslation();
  const warehouses = useWarehouses(ownOnly);
  return (
    <Select
      allowClear={allowClear}
      style={{ width: 200 }}
      placeholder={t('stock.allWarehouses')}
      aria-label={t('stock.allWarehouses')}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      options={(warehouses ?? []).map((w) => ({
        value: w.id,
        label: w.platform || ownOnly ? w.name : `${w.name} (${t('stock.thirdParty')})`,
      }))}
      data-testid="stock-warehouse"
    />
  );
}
