import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { usePayment } from '../checkout';
import { createSample, sampleKeys } from './api';

export interface SampleFlowProps {
  /** The chosen variant (the detail page's cols1). */
  skuId: number;
  title: string;
  /** The variant's price now: what the unit costs before shipping. */
  price: number;
  onDone: () => void;
}

/**
 * "Order a sample" (loaded when pressed): asks, places the sample order (one unit, to the default address),
 * then opens the ordinary payment dialog for it. Closing the dialog unpaid leaves the order pending payment
 * on the Try-on List, like any unpaid order.
 */
export default function SampleFlow({ skuId, title, price, onDone }: SampleFlowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(true);
  const payment = usePayment(onDone);
  const create = useMutation({
    mutationFn: () => createSample(skuId),
    onSuccess: (made) => {
      setAsking(false);
      void message.success(t('samples.ordered', { no: made.orderNo }));
      void queryClient.invalidateQueries({ queryKey: sampleKeys.all });
      payment.start({ orderIds: [made.orderId], total: made.total });
    },
  });
  return (
    <>
      <Modal
        open={asking}
        title={t('samples.confirmTitle')}
        okText={t('samples.confirmOk')}
        cancelText={t('samples.cancel')}
        confirmLoading={create.isPending}
        onOk={() => create.mutate()}
        onCancel={() => {
          setAsking(false);
          onDone();
        }}
        okButtonProps={{ 'data-testid': 'sample-confirm' }}
      >
        <p data-testid="sample-confirm-text">
          {t('samples.confirmText', { title, price: formatPrice(price) })}
        </p>
      </Modal>
      {payment.dialog}
    </>
  );
}
