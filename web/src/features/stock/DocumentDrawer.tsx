import { BarcodeOutlined } from '@ant-design/icons';
import type { StockDocumentLine } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, InputNumber, message, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentCalls, fetchPlaces, stockKeys } from './api';
import { DocumentLabelsModal } from './DocumentLabelsModal';
import { ConfirmBar, DocumentHead } from './DocumentParts';
import type { DocumentKind } from './documentKinds';
import { LocationAdder } from './LocationAdder';
import { ScannerInput } from './ScannerInput';
import { useDeleteDraft } from './useDeleteDraft';

interface Props {
  kind: DocumentKind;
  id: number;
  onClose: () => void;
}

/**
 * One stock document (stock-in, third-party stock-in or stock-out): a draft takes scans and quantity edits,
 * then is confirmed once; a confirmed one reads. A stock-out shows what is available in each line's location,
 * in red where the line asks more (the server refuses such a confirm).
 */
export function DocumentDrawer({ kind, id, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [labelling, setLabelling] = useState(false);
  const calls = documentCalls(kind.base);
  const doc = useQuery({ queryKey: stockKeys.document(kind.base, id), queryFn: () => calls.detail(id) });
  const places = useQuery({ queryKey: stockKeys.places, queryFn: fetchPlaces });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: stockKeys.all });
  const scan = useMutation({
    mutationFn: (v: { code: string; quantity: number; locationId: number }) =>
      calls.scan(id, v.code, v.quantity, v.locationId),
    onSettled: refresh,
  });
  const edit = useMutation({
    mutationFn: (v: { lineId: number; quantity: number }) => calls.setLine(id, v.lineId, v.quantity),
    onSettled: refresh,
  });
  const confirm = useMutation({
    mutationFn: () => calls.confirm(id),
    onSuccess: () => void message.success(t(`stockDocs.${kind.id}.confirmed`)),
    onSettled: refresh,
  });
  const remove = useDeleteDraft(() => calls.remove(id), stockKeys.document(kind.base, id), onClose);
  const d = doc.data;
  const draft = d?.status === 'draft';
  const locations = (places.data?.locations ?? []).filter((l) => l.warehouseId === d?.warehouseId);

  const columns: TableColumnsType<StockDocumentLine> = [
    { title: t('stock.columns.barcode'), dataIndex: 'barcode', width: 150 },
    { title: t('stock.columns.sku'), dataIndex: 'sku', width: 140, render: (v: string) => v || '-' },
    {
      title: t('stock.columns.product'),
      dataIndex: 'title',
      render: (title: string, l) => `${title}${l.options.length ? ` (${l.options.join(' / ')})` : ''}`,
    },
    {
      title: t('stock.columns.location'),
      dataIndex: 'locationCode',
      width: 100,
      render: (v: string) => v || '-',
    },
    ...(kind.outbound
      ? [
          {
            title: t('stock.columns.available'),
            dataIndex: 'available',
            width: 110,
            render: (v: number, l: StockDocumentLine) => (
              <span
                className={draft && l.quantity > v ? 'dm-stock-out' : ''}
                data-testid={`stock-line-available-${l.id}`}
              >
                {v}
              </span>
            ),
          },
        ]
      : []),
    {
      title: t('stock.columns.quantity'),
      dataIndex: 'quantity',
      width: 130,
      render: (q: number, l) =>
        draft ? (
          <InputNumber
            min={0}
            max={1_000_000}
            precision={0}
            defaultValue={q}
            key={`${l.id}-${q}`}
            onBlur={(e) => {
              const next = Number(e.target.value);
              if (Number.isInteger(next) && next !== q) edit.mutate({ lineId: l.id, quantity: next });
            }}
            data-testid={`stock-line-quantity-${l.id}`}
          />
        ) : (
          <span data-testid={`stock-line-quantity-${l.id}`}>{q}</span>
        ),
    },
  ];

  const name = t(`stockDocs.${kind.id}.document`);
  return (
    <Drawer
      open
      width={960}
      title={d ? `${name} ${d.docNo}` : name}
      onClose={onClose}
      extra={
        kind.labels && (
          <Button
            icon={<BarcodeOutlined />}
            disabled={!d || d.lines.length === 0}
            onClick={() => setLabelling(true)}
            data-testid="stock-labels"
          >
            {t('stockFiles.printLabels')}
          </Button>
        )
      }
    >
      {kind.labels && (
        <DocumentLabelsModal doc={labelling && d ? d : null} onClose={() => setLabelling(false)} />
      )}
      {d && (
        <>
          <DocumentHead
            doc={d}
            statusTestId="stock-drawer-status"
            items={[{ key: 'quantity', label: t('stock.columns.quantity'), children: d.totalQuantity }]}
          />
          {draft && (
            <div className="dm-stock-draft-tools">
              <ScannerInput
                locations={locations}
                busy={scan.isPending}
                onScan={(code, quantity, locationId) => scan.mutateAsync({ code, quantity, locationId })}
              />
              <LocationAdder warehouseId={d.warehouseId} />
            </div>
          )}
          <Table<StockDocumentLine>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={d.lines}
            pagination={false}
            data-testid="stock-lines"
          />
          {draft && (
            <ConfirmBar
              question={t(`stockDocs.${kind.id}.confirmQuestion`)}
              label={t(`stockDocs.${kind.id}.confirm`)}
              testId="stock-confirm"
              disabled={d.lines.length === 0}
              busy={confirm.isPending}
              onConfirm={() => confirm.mutateAsync()}
              onDelete={() => remove.mutateAsync()}
              deleting={remove.isPending}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
