import { MAX_VOUCHERS } from '@dropmall/contract';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import type { FormInstance } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { UploadControl } from '../../lib/ui/UploadControl';
import type { OrderAfterSaleInfo } from './api';
import type { ApplyValues } from './applyForm';
import { ReturnQuantities } from './ReturnQuantities';

interface ApplyFormProps {
  form: FormInstance<ApplyValues>;
  info: OrderAfterSaleInfo;
  reasons: { code: string; name: string }[];
}

/** Voucher pictures: the filled ones, then one empty control while fewer than the limit. */
function VoucherList({ value = [], onChange }: { value?: string[]; onChange?: (next: string[]) => void }) {
  const { t } = useTranslation();
  const shown = value.length < MAX_VOUCHERS ? [...value, ''] : value;
  return (
    <div className="dm-after-sale-vouchers">
      {shown.map((url, i) => (
        <UploadControl
          // biome-ignore lint/suspicious/noArrayIndexKey: a voucher's place is its identity while editing
          key={i}
          value={url}
          deletable
          label={t('afterSales.addVoucher')}
          testId={`apply-voucher-${i}`}
          onChange={(next) => {
            const list = [...value];
            if (next) list[i] = next;
            else list.splice(i, 1);
            onChange?.(list.filter(Boolean));
          }}
        />
      ))}
    </div>
  );
}

/** The fields of the apply dialog: type, a return's items, reason, amount (up to the refundable), description, vouchers. */
export function ApplyForm({ form, info, reasons }: ApplyFormProps) {
  const { t } = useTranslation();
  const type = Form.useWatch('type', form);
  return (
    <Form form={form} layout="vertical" requiredMark data-testid="apply-form">
      <Form.Item name="type" label={t('afterSales.type')} required>
        <Radio.Group
          data-testid="apply-type"
          options={info.types.map((type) => ({ value: type, label: t(`afterSales.types.${type}`) }))}
        />
      </Form.Item>
      {type === 'return' && (
        <Form.Item
          name="returnNums"
          label={t('afterSales.returnItems')}
          required
          extra={t('afterSales.returnItemsHint')}
        >
          <ReturnQuantities items={info.items} />
        </Form.Item>
      )}
      <Form.Item name="reason" label={t('afterSales.reason')} required>
        <Select
          data-testid="apply-reason"
          placeholder={t('afterSales.reasonPlaceholder')}
          options={reasons.map((r) => ({ value: r.code, label: r.name }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('afterSales.amount')}
        required
        extra={t('afterSales.amountUpTo', { amount: formatPrice(info.refundable) })}
      >
        <InputNumber
          data-testid="apply-amount"
          prefix="$"
          min={0}
          step={0.01}
          precision={2}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item
        name="refundTo"
        label={t('afterSales.refundTo')}
        extra={t('afterSales.refundToHint')}
        initialValue="original"
      >
        <Radio.Group
          data-testid="apply-refund-to"
          options={[
            { value: 'original', label: t('afterSales.refundToOriginal') },
            { value: 'balance', label: t('afterSales.refundToBalance') },
          ]}
        />
      </Form.Item>
      <Form.Item name="description" label={t('afterSales.description')}>
        <Input.TextArea
          data-testid="apply-description"
          rows={3}
          maxLength={500}
          showCount
          placeholder={t('afterSales.descriptionPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="vouchers"
        label={t('afterSales.vouchers')}
        extra={t('afterSales.vouchersHint', { max: MAX_VOUCHERS })}
      >
        <VoucherList />
      </Form.Item>
    </Form>
  );
}
