import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Descriptions, InputNumber, Modal, message, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPlaces, stockKeys } from './api';
import { LocationAdder } from './LocationAdder';
import { type ReturnLine, type ReturnRow, receiveReturn, returnKeys } from './returnsApi';
import { ScannerInput } from './ScannerInput';

interface Props {
  row: ReturnRow;
  onClose: () => void;
}

/**
 * Receiving one return: the quantity that arrived of each item, typed or scanned (each scan of an item's
 * barcode adds the scanner's quantity, up to what was sent), and the location it goes into; confirmed once.
 */
export function ReceiveReturnModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const places = useQuery({ queryKey: stockKeys.places, queryFn: fetchPlaces });
  const [received, setReceived] = useState<Record<number, number>>({});
  const [locationId, setLocationId] = useState(0);
  const locations = (places.data?.locations ?? []).filter((l) => l.warehouseId === row.warehouseId);
  const receive = useMutation({
    mutationFn: () =>
      receiveReturn({
        id: row.afterSaleId,
        locationId,
        lines: row.lines.map((l) => ({ lineId: l.lineId, received: received[l.lineId] ?? 0 })),
      }),
    onSuccess: () => {
      void message.success(t('stockReturns.received'));
      onClose();
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });

  const scan = async (code: string, quantity: number) => {
    const line = row.lines.find((l) => l.barcode === code);
    if (!line) {
      void message.error(t('stockReturns.notInReturn', { code }));
      throw new Error('not in this return');
    }
    const next = Math.min(line.expected, (received[line.lineId] ?? 0) + quantity);
    setReceived({ ...received, [line.lineId]: next });
  };

  const total = row.lines.reduce((sum, l) => sum + (received[l.lineId] ?? 0), 0);
  const columns: TableColumnsType<ReturnLine> = [
    { title: t('stock.columns.barcode'), dataIndex: 'barcode', width: 150, render: (v: string) => v || '-' },
    {
      title: t('stock.columns.product'),
      dataIndex: 'title',
      render: (title: string, l) => (
        <span className="dm-stock-return-product">
          {l.thumbUrl && <img src={l.thumbUrl} alt="" />}
          <span>
            {title}
            {l.specification && <span className="dm-stock-return-spec">{l.specification}</span>}
          </span>
        </span>
      ),
    },
    { title: t('stockReturns.expected'), dataIndex: 'expected', width: 110 },
    {
      title: t('stockReturns.receivedQuantity'),
      dataIndex: 'lineId',
      width: 150,
      render: (lineId: number, l) => (
        <InputNumber
          min={0}
          max={l.expected}
          precision={0}
          value={received[lineId] ?? 0}
          onChange={(n) => setReceived({ ...received, [lineId]: n ?? 0 })}
          data-testid={`return-received-${lineId}`}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      width={900}
      title={t('stockReturns.receiveTitle', { no: row.afterSaleNo })}
      onCancel={onClose}
      onOk={() => receive.mutate()}
      okText={t('stockReturns.confirmReceipt')}
      cancelText={t('stock.cancel')}
      okButtonProps={{ disabled: total === 0, loading: receive.isPending, 'data-testid': 'return-confirm' }}
      destroyOnHidden
      data-testid="return-receive-modal"
    >
      <Descriptions size="small" column={3} className="dm-stock-head">
        <Descriptions.Item label={t('stockReturns.columns.orderNo')}>{row.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('stockReturns.columns.buyer')}>{row.buyerName}</Descriptions.Item>
        <Descriptions.Item label={t('stockReturns.columns.tracking')}>
          {[row.expressCompany, row.trackingNo].filter(Boolean).join(' ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('stock.columns.warehouse')}>{row.warehouseName}</Descriptions.Item>
      </Descriptions>
      <div className="dm-stock-draft-tools">
        <ScannerInput
          locations={locations}
          busy={receive.isPending}
          locationPicker="off"
          onScan={(code, quantity) => scan(code, quantity)}
        />
      </div>
      <div className="dm-stock-draft-tools">
        <span className="dm-stock-return-location">
          {t('stockReturns.intoLocation')}
          <Select
            style={{ width: 200 }}
            value={locationId}
            onChange={setLocationId}
            options={[
              { value: 0, label: t('stockReturns.whereItLeft') },
              ...locations.map((l) => ({ value: l.id, label: l.code })),
            ]}
            data-testid="return-location"
          />
        </span>
        <LocationAdder warehouseId={row.warehouseId} />
      </div>
      <Table<ReturnLine>
        rowKey="lineId"
        size="small"
        columns={columns}
        dataSource={row.lines}
        pagination={false}
        data-testid="return-lines"
      />
    </Modal>
  );
}
