import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brandKeys, fetchBrandOptions } from './api';

interface BrandPickerProps {
  /** The brand id (a Form.Item gives it). */
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The picked brand's name, for the form's brand-name field. */
  onPicked?: (name: string | undefined) => void;
}

/**
 * The product form's brand: one of the business's active brands (a hidden one only when the product has it
 * already, as the server allows), or none for a free-text brand name.
 */
export function BrandPicker({ value, onChange, onPicked }: BrandPickerProps) {
  const { t } = useTranslation();
  const options = useQuery({ queryKey: brandKeys.options, queryFn: fetchBrandOptions, staleTime: 30_000 });
  const offered = (options.data ?? []).filter((b) => b.state === 'active' || b.id === value);
  return (
    <Select<number>
      allowClear
      showSearch
      optionFilterProp="label"
      value={value}
      loading={options.isLoading}
      placeholder={t('brands.pick')}
      onChange={(id) => {
        onChange?.(id);
        onPicked?.(offered.find((b) => b.id === id)?.name);
      }}
      options={offered.map((b) => ({
        value: b.id,
        label: b.state === 'hidden' ? `${b.name} (${t('brands.state.hidden')})` : b.name,
      }))}
      notFoundContent={
        <span>
          {t('brands.noneYet')} <Link to="/businessCenter/brandList">{t('brands.manage')}</Link>
        </span>
      }
      data-testid="field-brandId"
    />
  );
}
