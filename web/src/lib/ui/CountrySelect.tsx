import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Country, useCountries } from '../countries';

type CountryKey = 'id' | 'name' | 'code';
type CountryValue<K extends CountryKey> = K extends 'id' ? number : string;

interface CountrySelectProps<K extends CountryKey> {
  /**
   * What the value holds: the dictionary id (shipping), the country's name (profiles) or its ISO code
   * (a product's country of origin).
   */
  valueBy: K;
  value?: CountryValue<K> | null;
  onChange?: (value: CountryValue<K>, country: Country | undefined) => void;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** A searchable select of the country dictionary (spec 000 §3), shared by the shipping dialog and profiles. */
export function CountrySelect<K extends CountryKey>({
  valueBy,
  value,
  onChange,
  ...rest
}: CountrySelectProps<K>) {
  const { t } = useTranslation();
  const countries = useCountries();
  const list = countries.data ?? [];
  const keyOf = (country: Country) =>
    (valueBy === 'id' ? country.id : valueBy === 'code' ? country.code : country.dicValue) as CountryValue<K>;
  const options = list.map((country) => ({ value: keyOf(country), label: country.dicValue }));
  // A name typed before the dictionary existed stays selectable rather than silently dropped.
  if (valueBy === 'name' && typeof value === 'string' && value && !options.some((o) => o.value === value))
    options.unshift({ value: value as CountryValue<K>, label: value });

  return (
    <Select<CountryValue<K>>
      {...rest}
      value={value ?? undefined}
      options={options}
      loading={countries.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={t('country.none')}
      onChange={(next) =>
        onChange?.(
          next,
          list.find((country) => keyOf(country) === next),
        )
      }
    />
  );
}
