import type { ReviewState } from '@dropmall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ReviewState, string> = {
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** Review state and shelf status in one tag: waiting, rejected, on shelf or off shelf. */
export function ReviewStateTag({ state, status }: { state: ReviewState; status: number }) {
  const { t } = useTranslation();
  if (state === 'approved')
    return (
      <Tag color={status === 1 ? 'success' : 'default'}>
        {t(status === 1 ? 'sellerProducts.onShelf' : 'sellerProducts.offShelf')}
      </Tag>
    );
  return <Tag color={COLOURS[state]}>{t(`sellerProducts.states.${state}`)}</Tag>;
}
