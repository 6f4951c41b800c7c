import { CloudDownloadOutlined, CloudUploadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { PlainButton } from '../../../lib/ui/PlainButton';
import { useLoginGate } from '../../../lib/useLoginGate';
import { useAddToCart } from '../../cart';
import { useProductTasks } from '../../exports';
import { mallKeys } from '../api';

interface ProductActionsProps {
  productId: number;
  sku: string;
  title: string;
  /** Every attribute is chosen (Add To Cart needs a variant). */
  variantChosen: boolean;
  /** The chosen variant's cols1 (its SKU id), and how many to add. */
  skuId?: string;
  quantity: number;
  /** Collection / Cancel Collection, which has its own checks. */
  favourite: ReactNode;
  /** Order a sample (Try-on List), which has its own checks. */
  sample?: ReactNode;
}

/**
 * Download, Publish and Add To Cart with their checks (spec 000 §5: a session; the cart also a full
 * variant). Download saves the product's package (a zip); Publish puts it on the publish list; both
 * refresh the detail so its counts show the new figures.
 */
export function ProductActions({
  productId,
  sku,
  title,
  variantChosen,
  skuId,
  quantity,
  favourite,
  sample,
}: ProductActionsProps) {
  const { t } = useTranslation();
  const loggedIn = useLoginGate();
  const cart = useAddToCart();
  const queryClient = useQueryClient();
  const tasks = useProductTasks(
    () => void queryClient.invalidateQueries({ queryKey: mallKeys.detail(productId) }),
  );
  const download = () => tasks.download(productId, sku);
  const publish = () => tasks.publish([productId], title);
  const addToCart = () => {
    if (!loggedIn()) return;
    if (!variantChosen || !skuId) {
      toast.warning(t('detail.chooseVariant'));
      return;
    }
    cart.add({ skuId, num: quantity });
  };

  return (
    <div className="dm-actions">
      <PlainButton
        variant="primary"
        size="large"
        icon={<ShoppingCartOutlined />}
        onClick={addToCart}
        loading={cart.adding}
        data-testid="add-to-cart"
      >
        {t('detail.addToCart')}
      </PlainButton>
      <PlainButton
        size="large"
        icon={<CloudUploadOutlined />}
        onClick={publish}
        loading={tasks.publishing}
        data-testid="publish"
      >
        {t('detail.publish')}
      </PlainButton>
      <PlainButton
        size="large"
        icon={<CloudDownloadOutlined />}
        onClick={download}
        loading={tasks.downloading}
        data-testid="download"
      >
        {t('detail.download')}
      </PlainButton>
      {sample}
      {favourite}
      {tasks.dialog}
    </div>
  );
}
