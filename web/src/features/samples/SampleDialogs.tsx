import { SAMPLE_NOTE_MAX, type SampleVerdict } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, message, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { cartKeys } from '../cart';
import { orderInBulk, reviewSample, type SampleView, sampleKeys } from './api';

/** "Order in bulk": how many of the sample's variant go to the cart (at most what is available). */
export function BulkDialog({ sample, onClose }: { sample: SampleView; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const max = Math.max(1, Math.min(sample.available, 9999));
  const [num, setNum] = useState<number | null>(Math.min(10, max));
  const add = useMutation({
    mutationFn: () => orderInBulk({ id: sample.id, num: num ?? 0 }),
    onSuccess: (line) => {
      void message.success(t('samples.bulkAdded', { num: line.num }));
      onClose();
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
  return (
    <Modal
      open
      title={t('samples.bulkTitle', { title: sample.title })}
      okText={t('samples.bulkOk')}
      cancelText={t('samples.cancel')}
      confirmLoading={add.isPending}
      okButtonProps={{ disabled: !num, 'data-testid': 'sample-bulk-ok' }}
      onOk={() => add.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('samples.bulkText', { price: formatPrice(sample.priceNow), available: sample.available })}</p>
      <InputNumber
        min={1}
        max={max}
        precision={0}
        value={num}
        onChange={setNum}
        aria-label={t('samples.quantity')}
        data-testid="sample-bulk-quantity"
      />
    </Modal>
  );
}

interface ReviewValues {
  verdict: SampleVerdict | 'none';
  note: string;
}

/** The business's verdict on a sample and its note. */
export function ReviewDialog({ sample, onClose }: { sample: SampleView; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReviewValues>();
  const save = useMutation({
    mutationFn: (v: ReviewValues) =>
      reviewSample({ id: sample.id, verdict: v.verdict === 'none' ? null : v.verdict, note: v.note ?? '' }),
    onSuccess: () => {
      void message.success(t('samples.reviewSaved'));
      void queryClient.invalidateQueries({ queryKey: sampleKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('samples.reviewTitle', { title: sample.title })}
      okText={t('samples.save')}
      cancelText={t('samples.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'sample-review-ok' }}
      onOk={() => save.mutate(form.getFieldsValue(true) as ReviewValues)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ verdict: sample.verdict ?? 'none', note: sample.note }}
      >
        <Form.Item name="verdict" label={t('samples.verdictLabel')}>
          <Radio.Group data-testid="sample-verdict">
            <Radio value="liked">{t('samples.verdict.liked')}</Radio>
            <Radio value="not_for_me">{t('samples.verdict.not_for_me')}</Radio>
            <Radio value="none">{t('samples.verdict.none')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="note" label={t('samples.note')}>
          <Input.TextArea
            rows={3}
            maxLength={SAMPLE_NOTE_MAX}
            showCount
            placeholder={t('samples.notePlaceholder')}
            data-testid="sample-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
