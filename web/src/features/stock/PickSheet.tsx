import type { StockPickRow } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';
import { formatTimeCompact } from '../../lib/time';

interface Props {
  title: string;
  rows: StockPickRow[];
}

/** Barcode, SKU, product, to pick, orders, picked: the same in every bin's table. */
const COLUMN_WIDTHS = ['15%', '12%', '31%', '8%', '27%', '7%'];

/** The printed pick list: one block per bin, its lines with a box to tick. Hidden on screen. */
export function PickSheet({ title, rows }: Props) {
  const { t } = useTranslation();
  const bins: { key: string; head: StockPickRow; rows: StockPickRow[] }[] = [];
  for (const r of rows) {
    const key = `${r.warehouseId}:${r.locationId}`;
    const last = bins[bins.length - 1];
    if (last?.key === key) last.rows.push(r);
    else bins.push({ key, head: r, rows: [r] });
  }
  return (
    <div className="dm-pick-print" data-testid="pick-sheet">
      <h1>
        {title} · {formatTimeCompact(new Date().toISOString())}
      </h1>
      {bins.map((b) => (
        <table key={b.key}>
          <caption>
            {b.head.warehouseName} · {b.head.locationCode || t('stock.noLocation')}
          </caption>
          <colgroup>
            {COLUMN_WIDTHS.map((w, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
              <col key={i} style={{ width: w }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th>{t('stock.columns.barcode')}</th>
              <th>{t('stock.columns.sku')}</th>
              <th>{t('stock.columns.product')}</th>
              <th>{t('stockPick.toPick')}</th>
              <th>{t('stockPick.orders')}</th>
              <th>{t('stockPick.picked')}</th>
            </tr>
          </thead>
          <tbody>
            {b.rows.map((r) => (
              <tr key={r.variantId}>
                <td>{r.barcode}</td>
                <td>{r.sku}</td>
                <td>{`${r.title}${r.options.length ? ` (${r.options.join(' / ')})` : ''}`}</td>
                <td>{r.quantity}</td>
                <td>{r.orders.map((o) => `${o.orderNo} × ${o.quantity}`).join(', ')}</td>
                <td>☐</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
