import { type ButtonProps, DatePicker, Form, Input, InputNumber, Modal, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateDraft } from './api';
import {
  EMPTY_TEMPLATE,
  type TemplateField,
  type TemplateFormValues,
  templateRules,
  toDraft,
  toFormValues,
} from './templateForm';

interface CouponTemplateModalProps {
  /** The template being edited; null for a new one; undefined when closed. */
  editing: TemplateDraft | null | undefined;
  saving: boolean;
  onSave: (draft: TemplateDraft) => void;
  onCancel: () => void;
}

/** Adds or edits a coupon template: titles in both languages, money, validity and the claim rules. */
export function CouponTemplateModal({ editing, saving, onSave, onCancel }: CouponTemplateModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TemplateFormValues>();
  useEffect(() => {
    if (editing === undefined) return;
    form.setFieldsValue(editing ? toFormValues(editing) : EMPTY_TEMPLATE);
  }, [editing, form]);
  const label = (field: TemplateField) => t(`couponAdmin.${field}`);
  const rules = templateRules(label);
  const number = (field: 'validDays' | 'perBusiness', max: number) => (
    <Form.Item name={field} label={label(field)} rules={rules[field]}>
      <InputNumber min={1} max={max} precision={0} data-testid={`coupon-template-${field}`} />
    </Form.Item>
  );

  return (
    <Modal
      open={editing !== undefined}
      title={t(editing ? 'couponAdmin.edit' : 'couponAdmin.add')}
      okText={t('couponAdmin.save')}
      cancelText={t('couponAdmin.cancel')}
      confirmLoading={saving}
      onOk={() =>
        form.validateFields().then(
          (values) => onSave(toDraft(values, editing?.id)),
          () => undefined, // the form shows what is wrong
        )
      }
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'coupon-template-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} className="dm-coupon-admin__form">
        <Form.Item name="titleEn" label={label('titleEn')} rules={rules.titleEn}>
          <Input data-testid="coupon-template-titleEn" />
        </Form.Item>
        <Form.Item name="titleZh" label={label('titleZh')} rules={rules.titleZh}>
          <Input data-testid="coupon-template-titleZh" />
        </Form.Item>
        <div className="dm-coupon-admin__row">
          <Form.Item name="amount" label={label('amount')} dependencies={['minSpend']} rules={rules.amount}>
            <InputNumber min={0} step={1} precision={2} prefix="$" data-testid="coupon-template-amount" />
          </Form.Item>
          <Form.Item
            name="minSpend"
            label={label('minSpend')}
            rules={rules.minSpend}
            extra={t('couponAdmin.minSpendHint')}
          >
            <InputNumber min={0} step={1} precision={2} prefix="$" data-testid="coupon-template-minSpend" />
          </Form.Item>
        </div>
        <div className="dm-coupon-admin__row">
          {number('validDays', 365)}
          {number('perBusiness', 100)}
          <Form.Item name="remaining" label={label('remaining')} rules={rules.remaining}>
            <InputNumber
              min={0}
              precision={0}
              placeholder={t('couponAdmin.unlimited')}
              data-testid="coupon-template-remaining"
            />
          </Form.Item>
        </div>
        <div className="dm-coupon-admin__row">
          <Form.Item name="claimable" label={label('claimable')} valuePropName="checked">
            <Switch data-testid="coupon-template-claimable" />
          </Form.Item>
          <Form.Item name="claimUntil" label={label('claimUntil')} rules={rules.claimUntil}>
            <DatePicker
              placeholder={t('couponAdmin.noDeadline')}
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              data-testid="coupon-template-claimUntil"
            />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
