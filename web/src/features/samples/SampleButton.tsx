import { ExperimentOutlined } from '@ant-design/icons';
import { StorageKey } from '@dropmall/contract';
import { Button, message } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasToken } from '../../lib/session';
import { readStorage } from '../../lib/storage';
import { useLoginGate } from '../../lib/useLoginGate';

// The confirmation and the payment dialog load when the button is pressed (the detail page stays light).
const SampleFlow = lazy(() => import('./SampleFlow'));

interface SampleButtonProps {
  /** The product's seller: a business orders no sample of its own product. */
  sellerId: number;
  title: string;
  /** The chosen variant's cols1 and price; undefined until every attribute is chosen. */
  skuId?: string;
  price?: number;
}

/**
 * The detail page's "Order a sample" (Try-on List): one unit of the chosen variant as a sample order. For
 * visitors it leads to the login; operators and the product's own seller do not see it.
 */
export function SampleButton({ sellerId, title, skuId, price }: SampleButtonProps) {
  const { t } = useTranslation();
  const loggedIn = useLoginGate();
  const [open, setOpen] = useState(false);
  const businessId = readStorage(StorageKey.businessId);
  if (hasToken() && (!businessId || Number(businessId) === sellerId)) return null;
  const press = () => {
    if (!loggedIn()) return;
    if (!skuId || price === undefined) {
      void message.warning(t('detail.chooseVariant'));
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button size="large" icon={<ExperimentOutlined />} onClick={press} data-testid="order-sample">
        {t('samples.orderSample')}
      </Button>
      {open && skuId && price !== undefined && (
        <Suspense fallback={null}>
          <SampleFlow skuId={Number(skuId)} title={title} price={price} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
