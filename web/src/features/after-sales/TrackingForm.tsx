import { TrackingRequest } from '@dropmall/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../lib/formRules';

interface TrackingFormProps {
  onSend: (values: { expressCompany: string; trackingNo: string }) => void;
  sending: boolean;
}

/** The buyer's form once a return is agreed: which carrier took the parcel, and its tracking number. */
export function TrackingForm({ onSend, sending }: TrackingFormProps) {
  const { t } = useTranslation();
  return (
    <Form layout="inline" onFinish={onSend} data-testid="tracking-form" className="dm-after-sale-tracking">
      <Form.Item
        name="expressCompany"
        label={t('afterSales.carrier')}
        rules={[{ required: true, whitespace: true, message: t('afterSales.carrierRequired') }]}
      >
        <Input data-testid="tracking-carrier" maxLength={60} placeholder="Correios" />
      </Form.Item>
      <Form.Item
        name="trackingNo"
        label={t('afterSales.trackingNo')}
        rules={[
          { required: true, whitespace: true, message: t('afterSales.trackingRequired') },
          schemaRule(TrackingRequest.shape.trackingNo),
        ]}
      >
        <Input data-testid="tracking-no" maxLength={40} placeholder="BR123456789" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={sending} data-testid="tracking-submit">
          {t('afterSales.sendTracking')}
        </Button>
      </Form.Item>
    </Form>
  );
}
