import { FilePdfOutlined } from '@ant-design/icons';
import type { CrmInvoice } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Input,
  Modal,
  message,
  Select,
  Space,
  Spin,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../lib/money';
import { saveFile } from '../../lib/saveFile';
import {
  downloadStoreInvoice,
  fetchStoreInvoice,
  generateStoreInvoice,
  reissueStoreInvoice,
  storeInvoiceKey,
  storeOrderKeys,
} from './api';
import './invoice.css';

const day = (iso: string) => iso.slice(0, 10);

/**
 * CRM invoiceGeneration and invoiceDisplay (docs/decisions.md "Invoiced"): a store order not invoiced yet
 * offers to generate its invoice (the year's next number; the order then shows as invoiced); an invoiced one
 * shows the invoice as issued, its older versions, a reissue with a reason (a correction: a new version of
 * the same number) and the PDF of the version shown, in the reader's language.
 */
export function InvoiceModal({
  order,
  onClose,
}: {
  order: { id: number; shopOrderNo: string; invoiceNo: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const storeOrderId = order?.id ?? null;
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [reissuing, setReissuing] = useState(false);
  const [reason, setReason] = useState('');
  // Generated in this dialog: shown at once, before the list says so.
  const [generatedNo, setGeneratedNo] = useState('');
  const invoiced = Boolean(order?.invoiceNo || generatedNo);
  const invoice = useQuery({
    queryKey: storeInvoiceKey(storeOrderId ?? 0, version),
    queryFn: () => fetchStoreInvoice(storeOrderId ?? 0, version),
    enabled: storeOrderId !== null && invoiced,
    retry: false,
  });
  const settle = (inv: CrmInvoice) => {
    queryClient.setQueryData(storeInvoiceKey(inv.storeOrderId), inv);
    setVersion(undefined);
    // The lists show the mark; the invoice itself is the answer just set.
    void queryClient.invalidateQueries({
      queryKey: storeOrderKeys.all,
      predicate: (q) => q.queryKey[1] !== 'invoice',
    });
    void queryClient.invalidateQueries({ queryKey: ['crm-orders'] });
  };
  const generate = useMutation({
    mutationFn: () => generateStoreInvoice(storeOrderId ?? 0),
    onSuccess: (inv) => {
      setGeneratedNo(inv.invoiceNo);
      settle(inv);
      void message.success(t('storeOrders.invoice.generated', { number: inv.invoiceNo }));
    },
  });
  const reissue = useMutation({
    mutationFn: () => reissueStoreInvoice(storeOrderId ?? 0, reason.trim()),
    onSuccess: (inv) => {
      settle(inv);
      setReissuing(false);
      setReason('');
      void message.success(
        t('storeOrders.invoice.reissued', { number: inv.invoiceNo, version: inv.version }),
      );
    },
  });
  const pdf = useMutation({
    mutationFn: async (inv: CrmInvoice) =>
      saveFile(
        await downloadStoreInvoice(inv.storeOrderId, inv.version),
        `${inv.invoiceNo}-v${inv.version}.pdf`,
      ),
  });
  const close = () => {
    setVersion(undefined);
    setReissuing(false);
    setReason('');
    setGeneratedNo('');
    generate.reset();
    onClose();
  };
  const inv = invoice.data;
  return (
    <Modal
      open={storeOrderId !== null}
      title={
        inv
          ? `${t('storeOrders.invoice.title')} ${inv.invoiceNo} · ${t('storeOrders.invoice.version', { version: inv.version })}`
          : invoiced
            ? t('storeOrders.invoice.title')
            : t('storeOrders.invoice.generateTitle')
      }
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={
        inv ? (
          <Space wrap>
            {inv.versions.length > 1 && (
              <Select
                style={{ width: 220 }}
                aria-label={t('storeOrders.invoice.versions')}
                value={inv.version}
                onChange={(v: number) => setVersion(v === inv.versions[0]?.version ? undefined : v)}
                options={inv.versions.map((v) => ({
                  value: v.version,
                  label: `${t('storeOrders.invoice.version', { version: v.version })} · ${day(v.issuedAt)}${
                    v.version === inv.versions[0]?.version ? ` (${t('storeOrders.invoice.current')})` : ''
                  }`,
                }))}
                data-testid="invoice-versions"
              />
            )}
            <Button
              onClick={() => setReissuing(true)}
              disabled={reissuing}
              data-testid="invoice-reissue-open"
            >
              {t('storeOrders.invoice.reissue')}
            </Button>
            <Button
              type="primary"
              icon={<FilePdfOutlined />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate(inv)}
              data-testid="invoice-pdf"
            >
              {t('storeOrders.invoice.pdf')}
            </Button>
          </Space>
        ) : !invoiced && order ? (
          <Button
            type="primary"
            loading={generate.isPending}
            onClick={() => generate.mutate()}
            data-testid="invoice-generate"
          >
            {t('storeOrders.invoice.generate')}
          </Button>
        ) : null
      }
    >
      {!invoiced && order && (
        <div data-testid="invoice-generation">
          <Typography.Paragraph>
            {t('storeOrders.invoice.generateIntro', { order: order.shopOrderNo })}
          </Typography.Paragraph>
          {generate.error && (
            <Alert type="warning" showIcon title={generate.error.message} data-testid="invoice-error" />
          )}
        </div>
      )}
      {reissuing && inv && (
        <div className="dm-invoice__reissue" data-testid="invoice-reissue">
          <Typography.Paragraph type="secondary">{t('storeOrders.invoice.reissueHelp')}</Typography.Paragraph>
          <Input.TextArea
            autoFocus
            rows={2}
            maxLength={255}
            showCount
            aria-label={t('storeOrders.invoice.reissueReason')}
            placeholder={t('storeOrders.invoice.reissueReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="invoice-reissue-reason"
          />
          {reissue.error && <Alert type="warning" showIcon title={reissue.error.message} />}
          <Space style={{ marginTop: 8 }}>
            <Button
              type="primary"
              disabled={!reason.trim()}
              loading={reissue.isPending}
              onClick={() => reissue.mutate()}
              data-testid="invoice-reissue-confirm"
            >
              {t('storeOrders.invoice.reissueConfirm')}
            </Button>
            <Button onClick={() => setReissuing(false)}>{t('storeOrders.invoice.cancel')}</Button>
          </Space>
        </div>
      )}
      {invoice.isLoading && <Spin />}
      {invoice.error && (
        <Alert type="warning" showIcon message={invoice.error.message} data-testid="invoice-error" />
      )}
      {inv && (
        <div data-testid="invoice" data-version={inv.version}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('storeOrders.invoice.number')}>{inv.invoiceNo}</Descriptions.Item>
            <Descriptions.Item label={t('storeOrders.invoice.issued')}>{day(inv.issuedAt)}</Descriptions.Item>
            {inv.reason ? (
              <Descriptions.Item label={t('storeOrders.invoice.reason')} span={2}>
                <span data-testid="invoice-reason">{inv.reason}</span>
              </Descriptions.Item>
            ) : null}
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
