import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_IMAGE_MAX_BYTES, VARIANT_COLUMNS } from '@dropmall/contract';
import { Button, Input, Table, type TableColumnsType, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadControl } from '../../lib/ui/UploadControl';
import { emptyRow, type SpecRow, type SpecValue } from './productForm';

interface VariantEditorProps {
  value?: SpecValue;
  onChange?: (value: SpecValue) => void;
  /** Messages by place: `mallSpecTop.cols3`, `mallSpecDataList.0.xyPrice`, `mallSpecDataList.1`. */
  errors: Record<string, string>;
}

type MoneyField = 'price' | 'xyPrice' | 'manageVip1Money' | 'manageVip2Money';
const MONEY: MoneyField[] = ['price', 'xyPrice', 'manageVip1Money', 'manageVip2Money'];

/**
 * The variant editor: the seller adds attribute columns (cols3..cols20), each with a header, and rows of
 * combinations with their picture, article number, stock and prices. At least one row remains.
 */
export function VariantEditor({
  value = { columns: [], rows: [emptyRow()] },
  onChange,
  errors,
}: VariantEditorProps) {
  const { t } = useTranslation();
  const { columns, rows } = value;
  // The newest value, updated as changes are made: two uploads finishing before a render must not undo
  // each other by building on the same old rows.
  const latest = useRef(value);
  latest.current = value;
  const set = (next: Partial<SpecValue>) => {
    latest.current = { ...latest.current, ...next };
    onChange?.(latest.current);
  };
  const setRow = (uid: string, change: Partial<SpecRow>) =>
    set({ rows: latest.current.rows.map((r) => (r.uid === uid ? { ...r, ...change } : r)) });
  const free = VARIANT_COLUMNS.find((c) => !columns.some((col) => col.key === c));

  const cell = (index: number, field: string) => errors[`mallSpecDataList.${index}.${field}`];
  const input = (row: SpecRow, index: number, field: 'articleNumber' | 'kc' | MoneyField) => {
    const problem = cell(index, field);
    return (
      <Tooltip title={problem} open={problem ? undefined : false}>
        <Input
          size="small"
          value={row[field]}
          status={problem ? 'error' : undefined}
          placeholder={field === 'price' ? t('sellerProducts.variants.samePrice') : undefined}
          data-testid={`variant-${index}-${field}`}
          onChange={(e) => setRow(row.uid, { [field]: e.target.value })}
        />
      </Tooltip>
    );
  };

  const tableColumns: TableColumnsType<SpecRow> = [
    {
      title: t('sellerProducts.variants.image'),
      key: 'cols2',
      width: 120,
      render: (_, row, index) => (
        <div className={cell(index, 'cols2') ? 'dm-variant-image has-error' : 'dm-variant-image'}>
          <UploadControl
            value={row.cols2}
            onChange={(url) => setRow(row.uid, { cols2: url })}
            maxBytes={PRODUCT_IMAGE_MAX_BYTES}
            scope="product"
            testId={`variant-${index}-image`}
          />
        </div>
      ),
    },
    ...columns.map((col, c) => ({
      key: col.key,
      width: 150,
      title: (
        <div className="dm-variant-header">
          <Input
            size="small"
            value={col.header}
            placeholder={t('sellerProducts.variants.header')}
            status={errors[`mallSpecTop.${col.key}`] ? 'error' : undefined}
            data-testid={`variant-header-${c}`}
            onChange={(e) =>
              set({ columns: columns.map((x) => (x.key === col.key ? { ...x, header: e.target.value } : x)) })
            }
          />
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('sellerProducts.variants.removeAttribute')}
            onClick={() => set({ columns: columns.filter((x) => x.key !== col.key) })}
          />
        </div>
      ),
      render: (_: unknown, row: SpecRow, index: number) => {
        const problem = cell(index, col.key);
        return (
          <Tooltip title={problem} open={problem ? undefined : false}>
            <Input
              size="small"
              value={row.values[col.key] ?? ''}
              status={problem ? 'error' : undefined}
              data-testid={`variant-${index}-value-${c}`}
              onChange={(e) => setRow(row.uid, { values: { ...row.values, [col.key]: e.target.value } })}
            />
          </Tooltip>
        );
      },
    })),
    {
      title: t('sellerProducts.variants.articleNumber'),
      key: 'articleNumber',
      width: 130,
      render: (_, r, i) => input(r, i, 'articleNumber'),
    },
    {
      title: t('sellerProducts.variants.stock'),
      key: 'kc',
      width: 90,
      render: (_, r, i) => input(r, i, 'kc'),
    },
    ...MONEY.map((field) => ({
      title: t(`sellerProducts.variants.${field}`),
      key: field,
      width: 120,
      render: (_: unknown, r: SpecRow, i: number) => input(r, i, field),
    })),
    {
      title: '',
      key: 'remove',
      width: 50,
      fixed: 'right' as const,
      render: (_, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={rows.length <= 1}
          aria-label={t('sellerProducts.variants.removeRow')}
          onClick={() => set({ rows: rows.filter((r) => r.uid !== row.uid) })}
        />
      ),
    },
  ];

  // Every variant problem is also listed under the table, with its row, so none hides in a tooltip.
  const problems = [
    ...new Set(
      Object.entries(errors)
        .filter(([place]) => place.startsWith('mallSpec'))
        .map(([place, text]) => {
          const row = /^mallSpecDataList\.(\d+)/.exec(place)?.[1];
          return row === undefined
            ? text
            : t('sellerProducts.variants.rowProblem', { row: Number(row) + 1, text });
        }),
    ),
  ];

  return (
    <div className="dm-variants" data-testid="variant-editor">
      <div className="dm-variants__actions">
        <Button
          icon={<PlusOutlined />}
          disabled={!free}
          data-testid="add-attribute"
          onClick={() => free && set({ columns: [...columns, { key: free, header: '' }] })}
        >
          {t('sellerProducts.variants.addAttribute')}
        </Button>
        <Button
          icon={<PlusOutlined />}
          data-testid="add-variant"
          onClick={() => set({ rows: [...rows, emptyRow()] })}
        >
          {t('sellerProducts.variants.addRow')}
        </Button>
      </div>
      <Table<SpecRow>
        rowKey="uid"
        size="small"
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {problems.map((text) => (
        <div key={text} className="dm-variants__error" data-testid="variant-error">
          {text}
        </div>
      ))}
    </div>
  );
}
