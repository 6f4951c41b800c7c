import type { ShippingOption } from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../lib/countries';
import { formatPrice } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { CountrySelect } from '../../../lib/ui/CountrySelect';
import { fetchShipping, mallKeys } from '../api';

export interface ShippingChoice {
  option: ShippingOption;
  countryId: number;
  countryName: string;
}

interface ShippingDialogProps {
  productId: number;
  /** The quantity on the page: the parcel weighs that many units. */
  quantity: number;
  open: boolean;
  /** The last confirmed choice: the dialog reopens on it. */
  current: ShippingChoice | null;
  onCancel: () => void;
  onConfirm: (choice: ShippingChoice) => void;
}

/** The default destination: Brazil, the mall's main market (second in the dictionary after the origin). */
const DEFAULT_COUNTRY_CODE = 'BR';

/**
 * 'Shippable country&shipping methods' (spec 000 §2): choose a destination, then a method from the table
 * (method, business days, sub-total), then confirm.
 */
export function ShippingDialog({
  productId,
  quantity,
  open,
  current,
  onCancel,
  onConfirm,
}: ShippingDialogProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const fallback = countries.data?.find((c) => c.code === DEFAULT_COUNTRY_CODE) ?? countries.data?.[0];
  const [countryId, setCountryId] = useState<number | null>(current?.countryId ?? null);
  const [optionId, setOptionId] = useState<number | null>(current?.option.id ?? null);
  const toId = countryId ?? fallback?.id ?? null;
  const country = countries.data?.find((c) => c.id === toId);
  const options = useQuery({
    queryKey: mallKeys.shipping(productId, toId ?? 0, quantity),
    queryFn: () => fetchShipping(productId, toId ?? 0, quantity),
    enabled: open && toId !== null,
  });
  const rows = options.data ?? [];

  const columns: TableColumnsType<ShippingOption> = [
    { title: t('shipping.method'), dataIndex: 'expressIdName' },
    { title: t('shipping.days'), dataIndex: 'expectDay' },
    {
      title: t('shipping.subtotal'),
      dataIndex: 'money',
      align: 'right',
      render: (money: number) => formatPrice(money),
    },
  ];

  const confirm = () => {
    const option = rows.find((row) => row.id === optionId);
    if (!option || !country) {
      toast.warning(t('shipping.chooseMethod'));
      return;
    }
    onConfirm({ option, countryId: country.id, countryName: country.dicValue });
  };

  return (
    <Modal
      open={open}
      title={t('shipping.title')}
      okText={t('shipping.confirm')}
      cancelText={t('shipping.cancel')}
      onOk={confirm}
      onCancel={onCancel}
      width={640}
    >
      <div className="dm-shipdialog__country">
        <label htmlFor="dm-shipping-country">{t('shipping.country')}</label>
        <CountrySelect
          id="dm-shipping-country"
          valueBy="id"
          value={toId}
          onChange={(id) => {
            setCountryId(id);
            setOptionId(null);
          }}
          aria-label={t('shipping.country')}
          data-testid="shipping-country"
        />
      </div>
      <Table<ShippingOption>
        className="dm-shipdialog__table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={options.isFetching}
        pagination={false}
        scroll={{ y: 320 }}
        rowSelection={{
          type: 'radio',
          columnWidth: 36,
          selectedRowKeys: optionId === null ? [] : [optionId],
          onChange: (keys) => setOptionId(Number(keys[0])),
        }}
        onRow={(row) => ({ onClick: () => setOptionId(row.id) })}
        locale={{ emptyText: t('shipping.none', { country: country?.dicValue ?? '' }) }}
        data-testid="shipping-table"
      />
    </Modal>
  );
}
