import { type LabelLayout, type ProductBarcode, STOCK_LABELS_MAX } from '@dropmall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/saveFile';
import { downloadVariantLabels, fetchProductBarcodes, today } from './files-api';
import { LabelLayoutPicker } from './LabelOptions';

interface Props {
  /** The product whose variants get labels (null: closed). */
  productId: number | null;
  onClose: () => void;
}

/**
 * Barcode labels of a product's variants as a PDF: each variant with its barcode and a number of copies
 * (0 leaves it out), on the chosen paper.
 */
export function VariantLabelsModal({ productId, onClose }: Props) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<LabelLayout>('sheet');
  const [copies, setCopies] = useState<Record<number, number>>({});
  const variants = useQuery({
    queryKey: ['stock', 'barcodes', productId],
    queryFn: () => fetchProductBarcodes(productId ?? 0),
    enabled: productId !== null,
  });
  const countOf = (variantId: number) => copies[variantId] ?? 1;
  const items = (variants.data ?? [])
    .map((v) => ({ variantId: v.variantId, copies: countOf(v.variantId) }))
    .filter((i) => i.copies > 0);
  const total = items.reduce((n, i) => n + i.copies, 0);
  const print = useMutation({
    mutationFn: async () => {
      saveFile(await downloadVariantLabels({ layout, items }), `labels-${today()}.pdf`);
      setCopies({});
      onClose();
    },
  });
  const columns: TableColumnsType<ProductBarcode> = [
    { title: t('stock.columns.barcode'), dataIndex: 'barcode', width: 150 },
    { title: t('stock.columns.sku'), dataIndex: 'sku', width: 130, render: (v: string) => v || '-' },
    {
      title: t('stockFiles.variant'),
      dataIndex: 'options',
      render: (options: string[]) => options.join(' / ') || '-',
    },
    {
      title: t('stockFiles.copies'),
      key: 'copies',
      width: 110,
      render: (_, v) => (
        <InputNumber
          min={0}
          max={STOCK_LABELS_MAX}
          precision={0}
          value={countOf(v.variantId)}
          onChange={(n) => setCopies({ ...copies, [v.variantId]: Number(n ?? 0) })}
          data-testid={`label-copies-${v.variantId}`}
        />
      ),
    },
  ];
  return (
    <Modal
      open={productId !== null}
      title={t('stockFiles.labelsTitle')}
      okText={t('stockFiles.downloadPdfCount', { count: total })}
      cancelText={t('stock.cancel')}
      okButtonProps={{
        loading: print.isPending,
        disabled: total === 0 || total > STOCK_LABELS_MAX,
        id: 'variant-labels-download',
      }}
      onOk={() => print.mutate()}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      <Form layout="vertical" className="dm-label-options">
        <Table<ProductBarcode>
          rowKey="variantId"
          size="small"
          columns={columns}
          dataSource={variants.data ?? []}
          loading={variants.isFetching}
          pagination={false}
          scroll={{ y: 360 }}
          data-testid="variant-labels"
        />
        <Form.Item label={t('stockFiles.paper')}>
          <LabelLayoutPicker value={layout} onChange={setLayout} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
