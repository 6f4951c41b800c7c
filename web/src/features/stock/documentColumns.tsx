import type { StockDocumentRow } from '@dropmall/contract';
import { Button, type TableColumnType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { formatTimeCompact } from '../../lib/time';

/** What every stock document list's rows have (documents and counts alike). */
type DraftRow = Pick<StockDocumentRow, 'id' | 'status' | 'remark' | 'createdAt' | 'confirmedAt'>;

interface Options<Row> {
  /** The state tag's test id, and the open button's (followed by the row's id). */
  statusTestId: string;
  openTestId: string;
  /** The open button's text on a draft (on a confirmed row it is "View"). */
  draftAction: string;
  onOpen: (row: Row) => void;
  remarkWidth: number;
}

/**
 * The columns every stock document list shares: the state (after the kind's leading columns), then the
 * remark, created, confirmed and the open action at the end (after the kind's own figures).
 */
export function draftColumns<Row extends DraftRow>(t: TFunction, o: Options<Row>) {
  const status: TableColumnType<Row> = {
    title: t('stock.columns.status'),
    dataIndex: 'status',
    width: 110,
    render: (s: Row['status']) => (
      <Tag color={s === 'draft' ? 'orange' : 'green'} data-testid={o.statusTestId}>
        {t(`stock.states.${s}`)}
      </Tag>
    ),
  };
  const tail: TableColumnType<Row>[] = [
    {
      title: t('stock.columns.remark'),
      dataIndex: 'remark',
      width: o.remarkWidth,
      render: (v: string) => v || '-',
    },
    { title: t('stock.columns.createdAt'), dataIndex: 'createdAt', width: 150, render: formatTimeCompact },
    {
      title: t('stock.columns.confirmedAt'),
      dataIndex: 'confirmedAt',
      width: 150,
      render: formatTimeCompact,
    },
    {
      title: t('stock.columns.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => o.onOpen(row)}
          data-testid={`${o.openTestId}-${row.id}`}
        >
          {row.status === 'draft' ? o.draftAction : t('stock.view')}
        </Button>
      ),
    },
  ];
  return { status, tail };
}
