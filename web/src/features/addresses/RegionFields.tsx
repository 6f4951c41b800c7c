import { Form, type FormInstance, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../lib/ui/CountrySelect';
import { chosen } from './addressRules';
import type { AddressFields, Region } from './api';
import { useRegions } from './useRegions';

type RegionName = 'countryId' | 'oneId' | 'cityId' | 'districtId';

/** Choosing a region empties the ones below it: a city of another state is no choice at all. */
const BELOW: Record<RegionName, RegionName[]> = {
  countryId: ['oneId', 'cityId', 'districtId'],
  oneId: ['cityId', 'districtId'],
  cityId: ['districtId'],
  districtId: [],
};

interface RegionSelectProps {
  regions: Region[] | undefined;
  loading: boolean;
  disabled: boolean;
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  'data-testid'?: string;
}

function RegionSelect({ regions, loading, disabled, ...rest }: RegionSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<number>
      {...rest}
      options={(regions ?? []).map((region) => ({ value: region.id, label: region.name }))}
      loading={loading}
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('addresses.form.select')}
      notFoundContent={t('addresses.form.noRegions')}
    />
  );
}

/** Country, then state, city and district (spec 000 §5), each listed from /base/getRegion of the one above. */
export function RegionFields({ form }: { form: FormInstance<AddressFields> }) {
  const { t } = useTranslation();
  const countryId = Form.useWatch('countryId', form);
  const oneId = Form.useWatch('oneId', form);
  const cityId = Form.useWatch('cityId', form);
  const states = useRegions(countryId);
  const cities = useRegions(oneId);
  const districts = useRegions(cityId);
  const clearBelow = (name: RegionName) =>
    form.setFieldsValue(Object.fromEntries(BELOW[name].map((below) => [below, undefined])));
  // A country we have no divisions for cannot be delivered to: say so rather than leave an empty list.
  const noStates = countryId !== undefined && states.data?.length === 0;

  const level = (name: Exclude<RegionName, 'countryId'>, query: typeof states, parent: unknown) => {
    const label = t(`addresses.form.${name}`);
    return (
      <Form.Item name={name} label={label} rules={[chosen(label)]}>
        <RegionSelect
          regions={query.data}
          loading={query.isFetching}
          disabled={parent === undefined}
          onChange={() => clearBelow(name)}
          data-testid={`address-${name}`}
        />
      </Form.Item>
    );
  };

  return (
    <>
      <Form.Item
        name="countryId"
        label={t('addresses.form.countryId')}
        rules={[chosen(t('addresses.form.countryId'))]}
        validateStatus={noStates ? 'warning' : undefined}
        help={noStates ? t('addresses.form.noDelivery') : undefined}
      >
        <CountrySelect
          valueBy="id"
          onChange={() => clearBelow('countryId')}
          placeholder={t('addresses.form.select')}
          data-testid="address-countryId"
        />
      </Form.Item>
      {level('oneId', states, countryId)}
      {level('cityId', cities, oneId)}
      {level('districtId', districts, cityId)}
    </>
  );
}
