import { FilePdfOutlined } from '@ant-design/icons';
import type { CrmInvoice } from '@dropmall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../lib/money';
import { saveFile } from '../../lib/saveFile';
import { downloadStoreInvoice, fetchStoreInvoice, storeInvoiceKey } from './api';
import './invoice.css';

const day = (iso: string) => iso.slice(0, 10);

/**
 * CRM invoiceDisplay: the invoice of a store order's fulfilment (asking for it the first time numbers it:
 * invoiceGeneration), with a PDF to download in the reader's language.
 */
export function InvoiceModal({
  storeOrderId,
  onClose,
}: {
  storeOrderId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invoice = useQuery({
    queryKey: storeInvoiceKey(storeOrderId ?? 0),
    queryFn: () => fetchStoreInvoice(storeOrderId ?? 0),
    enabled: storeOrderId !== null,
    retry: false,
  });
  const pdf = useMutation({
    mutationFn: async (inv: CrmInvoice) =>
      saveFile(await downloadStoreInvoice(inv.storeOrderId), `${inv.invoiceNo}.pdf`),
  });
  const inv = invoice.data;
  return (
    <Modal
      open={storeOrderId !== null}
      title={inv ? `${t('storeOrders.invoice.title')} ${inv.invoiceNo}` : t('storeOrders.invoice.title')}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={
        inv ? (
          <Button
            type="primary"
            icon={<FilePdfOutlined />}
            loading={pdf.isPending}
            onClick={() => pdf.mutate(inv)}
            data-testid="invoice-pdf"
          >
            {t('storeOrders.invoice.pdf')}
          </Button>
        ) : null
      }
    >
      {invoice.isLoading && <Spin />}
      {invoice.error && (
        <Alert type="warning" showIcon message={invoice.error.message} data-testid="invoice-error" />
      )}
      {inv && (
        <div data-testid="invoice">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('storeOrders.invoice.number')}>{inv.invoiceNo}</Descriptions.Item>
            <Descriptions.Item label={t('storeOrders.invoice.issued')}>{day(inv.issuedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('storeOrders.invoice.billedTo')}>
              {inv.businessName}
            </Descriptions.Item>
            <Descriptions.Item label={t('storeOrders.invoice.storeOrder')}>
              {inv.storeName} {inv.shopOrderNo}
            </Descriptions.Item>
            <Descriptions.Item label={t('storeOrders.invoice.shipTo')} span={2}>
              {inv.shipTo.join(', ')}
            </Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            size="small"
            pagination={false}
            rowKey={(l) => `${l.orderNo}-${l.title}-${l.specification}`}
            dataSource={inv.lines}
            columns={[
              { title: t('storeOrders.invoice.mallOrder'), dataIndex: 'orderNo' },
              {
                title: t('storeOrders.columns.title'),
                key: 'title',
                render: (_, l) => (l.specification ? `${l.title} (${l.specification})` : l.title),
              },
              { title: t('storeOrders.columns.quantity'), dataIndex: 'quantity', align: 'right', width: 64 },
              {
                title: t('storeOrders.invoice.unitPrice'),
                dataIndex: 'unitPrice',
                align: 'right',
                width: 96,
                render: (v: number) => formatDollars(v),
              },
              {
                title: t('storeOrders.invoice.amount'),
                dataIndex: 'amount',
                align: 'right',
                width: 96,
                render: (v: number) => formatDollars(v),
              },
            ]}
          />
          <dl className="dm-invoice__costs" data-testid="invoice-costs">
            {inv.costs.map((c) => (
              <div key={c.key} className="dm-invoice__cost">
                <dt>{t(`storeOrders.invoice.costs.${c.key}`)}</dt>
                <dd>{formatDollars(c.amount)}</dd>
              </div>
            ))}
            <div className="dm-invoice__cost dm-invoice__cost--total">
              <dt>{t('storeOrders.invoice.total')}</dt>
              <dd data-testid="invoice-total">{formatDollars(inv.total)}</dd>
            </div>
            {inv.credits.map((c) => (
              <div key={c.creditNo} className="dm-invoice__cost" data-testid="invoice-credit">
                <dt>
                  {t('storeOrders.invoice.credit', {
                    number: c.creditNo,
                    kind: t(`storeOrders.invoice.creditKinds.${c.type}`),
                    afterSale: c.afterSaleNo,
                    day: day(c.issuedAt),
                  })}
                </dt>
                <dd>−{formatDollars(c.amount)}</dd>
              </div>
            ))}
            {inv.credits.length > 0 && (
              <div className="dm-invoice__cost dm-invoice__cost--total">
                <dt>{t('storeOrders.invoice.net')}</dt>
                <dd data-testid="invoice-net">{formatDollars(inv.net)}</dd>
              </div>
            )}
          </dl>
          <Typography.Text type="secondary">
            {inv.payments
              .map((p) => `${p.orderNo} · ${day(p.paidAt)} · ${formatDollars(p.amount)}`)
              .join('; ')}
          </Typography.Text>
        </div>
      )}
    </Modal>
  );
}
