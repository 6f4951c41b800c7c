import type { StoreCsvImportState } from '@dropmall/contract';
import { Alert, Progress } from 'antd';
import { useTranslation } from 'react-i18next';

/** An import's task as the dialog follows it: a progress bar while it runs, then what it did. */
export function ImportProgress({ state }: { state: StoreCsvImportState }) {
  const { t } = useTranslation();
  if (state.status === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={state.reason}
        style={{ marginTop: 16 }}
        data-testid="import-orders-problem"
      />
    );
  if (state.status === 'done')
    return (
      <Alert
        type="success"
        showIcon
        style={{ marginTop: 16 }}
        data-testid="import-orders-done"
        title={t('stores.import.done', {
          orders: state.orders,
          imported: state.imported,
          updated: state.updated,
          skipped: state.skipped,
        })}
      />
    );
  return (
    <div style={{ marginTop: 16 }} data-testid="import-orders-progress">
      <Progress percent={state.progress} />
      <div className="dm-stores__muted">
        {state.status === 'queued'
          ? t('stores.import.queued', { orders: state.orders })
          : t('stores.import.running', { done: state.done, orders: state.orders })}
      </div>
    </div>
  );
}

/** A refused file: the first line says why, each bad row follows on its own line. */
export function ImportProblem({ message }: { message: string }) {
  const [title, ...rows] = message.split('\n');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        rows.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 200, overflowY: 'auto' }}>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        ) : undefined
      }
      style={{ marginTop: 16 }}
      data-testid="import-orders-problem"
    />
  );
}
