import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { TopUpStateTag } from '../../lib/ui/StateTag';
import { fetchTopUpReceipt, topUpKeys } from './api';

/** One top-up's receipt: what was paid, how, the provider's reference and the ledger line that credited it. */
export function TopUpReceiptModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const receipt = useQuery({
    queryKey: topUpKeys.receipt(id ?? 0),
    queryFn: () => fetchTopUpReceipt(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });
  const r = receipt.data;
  return (
    <Modal open={id !== null} title={t('topUp.receipt')} footer={null} onCancel={onClose} width={560}>
      {!r ? (
        <Spin />
      ) : (
        <Descriptions column={1} bordered size="small" data-testid="top-up-receipt">
          <Descriptions.Item label={t('topUp.columns.no')}>{r.topUpNo}</Descriptions.Item>
          <Descriptions.Item label={t('topUp.business')}>{r.businessName}</Descriptions.Item>
          <Descriptions.Item label={t('topUp.columns.amount')}>{formatPrice(r.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('topUp.columns.method')}>
            {t(`topUp.methods.${r.method}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('topUp.columns.state')}>
            <TopUpStateTag state={r.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t('topUp.provider')}>{r.gateway}</Descriptions.Item>
          <Descriptions.Item label={t('topUp.reference')}>
            <span data-testid="top-up-reference">{r.providerRef || '-'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('topUp.columns.createdAt')}>
            {formatTime(r.createdAt)}
          </Descriptions.Item>
          {r.paidAt && (
            <Descriptions.Item label={t('topUp.paidAt')}>{formatTime(r.paidAt)}</Descriptions.Item>
          )}
          {r.closedAt && (
            <Descriptions.Item label={t('topUp.closedAt')}>{formatTime(r.closedAt)}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('topUp.credited')}>
            {r.ledger ? (
              <span data-testid="top-up-credited">
                {t('topUp.creditedLine', {
                  amount: formatPrice(r.ledger.amount),
                  balance: formatPrice(r.ledger.balanceAfter),
                })}
              </span>
            ) : (
              t('topUp.notCredited')
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
