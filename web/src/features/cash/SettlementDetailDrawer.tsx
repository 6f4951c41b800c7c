import type { SettlementDetail, SettlementLine } from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Space, Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { formatTimeCompact as formatTime } from '../../lib/time';
import { fetchSettlement, type SettlementOne, settlementKeys } from './api';
import { SettlementDownloads } from './SettlementDownloads';

const SECTIONS = ['orderLines', 'refundLines', 'feeLines', 'withdrawalLines', 'otherLines'] as const;

/** One statement: its figures, every ledger line behind them, and its files. */
export function SettlementDetailDrawer({ one, onClose }: { one: SettlementOne | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: settlementKeys.detail(one ?? { period: 'month', start: '' }),
    queryFn: () => fetchSettlement(one as SettlementOne),
    enabled: one !== null,
  });
  const columns: TableColumnsType<SettlementLine> = [
    { title: t('cash.ledger.time'), dataIndex: 'time', width: 150, render: formatTime },
    {
      title: t('cash.ledger.kind'),
      dataIndex: 'kind',
      width: 150,
      render: (k: SettlementLine['kind']) => t(`cash.kinds.${k}`),
    },
    {
      title: t('cash.settlement.number'),
      key: 'no',
      render: (_, r) => r.orderNo ?? r.withdrawalNo ?? '-',
    },
    {
      title: t('cash.ledger.amount'),
      dataIndex: 'amount',
      width: 120,
      align: 'right',
      render: (v: number) => formatPrice(v),
    },
  ];
  const s: SettlementDetail | undefined = detail.data;
  return (
    <Drawer
      open={one !== null}
      onClose={onClose}
      width={760}
      title={s ? t('cash.settlement.detailTitle', { name: s.businessName, start: s.start, end: s.end }) : ''}
      extra={one && <SettlementDownloads one={one} />}
      destroyOnHidden
    >
      {!s ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="settlement-detail">
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('cash.settlement.opening')}>
              {formatPrice(s.openingBalance)}
            </Descriptions.Item>
            <Descriptions.Item label={t('cash.settlement.income')}>
              {formatPrice(s.income)} ({t('cash.settlement.orders', { count: s.orderCount })})
            </Descriptions.Item>
            <Descriptions.Item label={t('cash.settlement.refunds')}>
              {formatPrice(s.refunds)}
            </Descriptions.Item>
            <Descriptions.Item label={t('cash.settlement.fees', { rate: (s.feeRate * 100).toFixed(2) })}>
              {formatPrice(s.fees)}
            </Descriptions.Item>
            <Descriptions.Item label={t('cash.settlement.net')}>
              <strong data-testid="settlement-detail-net">{formatPrice(s.net)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('cash.settlement.withdrawals')}>
              {formatPrice(s.withdrawals)}
            </Descriptions.Item>
            <Descriptions.Item label={t('cash.settlement.other')}>{formatPrice(s.other)}</Descriptions.Item>
            <Descriptions.Item label={t('cash.settlement.closing')}>
              <strong>{formatPrice(s.closingBalance)}</strong>
            </Descriptions.Item>
          </Descriptions>
          <p className="dm-cash-note">{t('cash.settlement.formula', { zone: s.timeZone })}</p>
          {SECTIONS.map((section) => (
            <div key={section}>
              <h3 className="dm-cash-settlement__section">{t(`cash.settlement.sections.${section}`)}</h3>
              <Table<SettlementLine>
                rowKey="id"
                size="small"
                columns={columns}
                dataSource={s[section]}
                pagination={false}
                locale={{ emptyText: t('cash.settlement.noLines') }}
                data-testid={`settlement-${section}`}
              />
            </div>
          ))}
        </Space>
      )}
    </Drawer>
  );
}
