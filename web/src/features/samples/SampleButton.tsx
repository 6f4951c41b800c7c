import { ExperimentOutlined } from '@ant-design/icons';
import { StorageKey } from '@dropmall/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasToken } from '../../lib/session';
import { readStorage } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { lazyInTheme } from '../../lib/ui/AntdTheme';
import { PlainButton } from '../../lib/ui/PlainButton';
import { useLoginGate } from '../../lib/useLoginGate';

// The confirmation and the payment dialog load when the button is pressed, and the toast with the first
// warning: the detail page's first load carries no antd Button or message (docs/decisions.md).
const SampleFlow = lazyInTheme(() => import('./SampleFlow'));

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
      toast.warning(t('detail.chooseVariant'));
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <PlainButton size="large" icon={<ExperimentOutlined />} onClick={press} data-testid="order-sample">
        {t('samples.orderSample')}
      </PlainButton>
      {open && skuId && price !== undefined && (
        <Suspense fallback={null}>
          <SampleFlow skuId={Number(skuId)} title={title} price={price} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
