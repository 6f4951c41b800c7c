import type { StockCountLine } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, InputNumber, message, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchPlaces, stockKeys } from './api';
import { confirmCount, countKeys, deleteCount, fetchCount, scanCount, setCounted } from './count-api';
import { ConfirmBar, DocumentHead } from './DocumentParts';
import { LocationAdder } from './LocationAdder';
import { ScannerInput } from './ScannerInput';
import { useDeleteDraft } from './useDeleteDraft';

interface Props {
  id: number;
  onClose: () => void;
}

const lineKey = (l: StockCountLine) => `${l.variantId}:${l.locationId}`;

/** A difference with its sign and colour: red below the book, green above. */
export function Difference({ value }: { value: number | null }) {
  if (value === null) return <span>-</span>;
  const cls = value < 0 ? 'dm-stock-out' : value > 0 ? 'dm-stock-in' : '';
  return <span className={cls}>{value > 0 ? `+${value}` : value}</span>;
}

/**
 * One count: the book per variant and location, the counted quantity (scanned or typed; blank: not counted,
 * left as it is), the difference; confirming books the differences once. A confirmed count reads.
 */
export function CountDrawer({ id, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const doc = useQuery({ queryKey: countKeys.count(id), queryFn: () => fetchCount(id) });
  const places = useQuery({ queryKey: stockKeys.places, queryFn: fetchPlaces });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: countKeys.all });
  const scan = useMutation({
    mutationFn: (v: { code: string; quantity: number; locationId: number }) =>
      scanCount(id, v.code, v.quantity, v.locationId),
    onSettled: refresh,
  });
  const edit = useMutation({
    mutationFn: (v: { variantId: number; locationId: number; counted: number }) =>
      setCounted(id, v.variantId, v.locationId, v.counted),
    onSettled: refresh,
  });
  const confirm = useMutation({
    mutationFn: () => confirmCount(id),
    onSuccess: () => void message.success(t('stockCount.confirmed')),
    onSettled: refresh,
  });
  const remove = useDeleteDraft(() => deleteCount(id), countKeys.count(id), onClose);
  const d = doc.data;
  const draft = d?.status === 'draft';
  const inHouse = (places.data?.locations ?? []).filter((l) => l.warehouseId === d?.warehouseId);
  const scoped = d?.locationId ?? null;
  const locations = scoped === null ? inHouse : inHouse.filter((l) => l.id === scoped);
  const counted = d?.lines.filter((l) => l.counted !== null) ?? [];

  const columns: TableColumnsType<StockCountLine> = [
    {
      title: t('stock.columns.location'),
      dataIndex: 'locationCode',
      width: 100,
      render: (v: string) => v || '-',
    },
    { title: t('stock.columns.barcode'), dataIndex: 'barcode', width: 140 },
    { title: t('stock.columns.sku'), dataIndex: 'sku', width: 130, render: (v: string) => v || '-' },
    {
      title: t('stock.columns.product'),
      dataIndex: 'title',
      render: (title: string, l) => `${title}${l.options.length ? ` (${l.options.join(' / ')})` : ''}`,
    },
    { title: t('stockCount.book'), dataIndex: 'book', width: 80 },
    { title: t('stockCount.reserved'), dataIndex: 'reserved', width: 90 },
    {
      title: t('stockCount.counted'),
      dataIndex: 'counted',
      width: 120,
      render: (q: number | null, l) =>
        draft ? (
          <InputNumber
            min={0}
            max={1_000_000}
            precision={0}
            placeholder="-"
            defaultValue={q ?? undefined}
            key={`${lineKey(l)}-${q}`}
            onBlur={(e) => {
              const raw = e.target.value.trim();
              if (raw === '') return;
              const next = Number(raw);
              if (Number.isInteger(next) && next >= 0 && next !== q)
                edit.mutate({ variantId: l.variantId, locationId: l.locationId, counted: next });
            }}
            data-testid={`count-counted-${lineKey(l)}`}
          />
        ) : (
          (q ?? '-')
        ),
    },
    {
      title: t('stockCount.difference'),
      dataIndex: 'difference',
      width: 100,
      render: (v: number | null, l) => (
        <span data-testid={`count-difference-${lineKey(l)}`}>
          <Difference value={v} />
        </span>
      ),
    },
  ];

  return (
    <Drawer
      open
      width={1040}
      title={d ? `${t('stockCount.count')} ${d.docNo}` : t('stockCount.count')}
      onClose={onClose}
    >
      {d && (
        <>
          <DocumentHead
            doc={d}
            statusTestId="count-drawer-status"
            items={[
              {
                key: 'scope',
                label: t('stockCount.scope'),
                children:
                  d.locationId === null
                    ? t('stockCount.wholeWarehouse')
                    : d.locationCode || t('stock.noLocation'),
              },
              { key: 'counted', label: t('stockCount.countedLines'), children: counted.length },
              { key: 'differences', label: t('stockCount.differenceLines'), children: d.differenceLines },
              {
                key: 'net',
                label: t('stockCount.netDifference'),
                children: <Difference value={d.netDifference} />,
              },
            ]}
          />
          {draft && (
            <>
              <p className="dm-stock-hint">{t('stockCount.hint')}</p>
              <div className="dm-stock-draft-tools">
                <ScannerInput
                  key={`${scoped ?? 'whole'}-${locations.length}`}
                  locations={locations}
                  locationPicker={scoped === null || scoped === 0 ? 'binsOrNone' : 'binsOnly'}
                  busy={scan.isPending}
                  onScan={(code, quantity, locationId) => scan.mutateAsync({ code, quantity, locationId })}
                />
                {scoped === null && <LocationAdder warehouseId={d.warehouseId} />}
              </div>
            </>
          )}
          <Table<StockCountLine>
            rowKey={lineKey}
            size="small"
            columns={columns}
            dataSource={d.lines}
            pagination={false}
            data-testid="count-lines"
            rowClassName={(l) => (l.difference ? 'dm-count-row--diff' : '')}
          />
          {draft && (
            <ConfirmBar
              question={t('stockCount.confirmQuestion')}
              label={t('stockCount.confirmCount')}
              testId="count-confirm"
              disabled={counted.length === 0}
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
