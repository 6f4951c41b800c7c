import type { StockDocumentRow } from '@dropmall/contract';
import { Button, Descriptions, type DescriptionsProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTimeCompact } from '../../lib/time';

/*
 * The parts every stock document's drawer shows (stock-in, third-party stock-in and stock-out, counts): its
 * head and the confirm button of a draft.
 */

interface HeadProps {
  doc: StockDocumentRow;
  /** The state's test id (e.g. 'stock-drawer-status'). */
  statusTestId: string;
  /** The kind's own figures, after the warehouse and the state. */
  items: NonNullable<DescriptionsProps['items']>;
}

/** Warehouse, state, the kind's figures, then created, confirmed and the remark. */
export function DocumentHead({ doc, statusTestId, items }: HeadProps) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={3}
      className="dm-stock-head"
      items={[
        { key: 'warehouse', label: t('stock.columns.warehouse'), children: doc.warehouseName },
        {
          key: 'status',
          label: t('stock.columns.status'),
          children: <span data-testid={statusTestId}>{t(`stock.states.${doc.status}`)}</span>,
        },
        ...items,
        { key: 'created', label: t('stock.columns.createdAt'), children: formatTimeCompact(doc.createdAt) },
        {
          key: 'confirmed',
          label: t('stock.columns.confirmedAt'),
          children: formatTimeCompact(doc.confirmedAt),
        },
        { key: 'remark', label: t('stock.columns.remark'), children: doc.remark || '-' },
      ]}
    />
  );
}

interface ConfirmProps {
  /** The question of the pop-up and the button's text. */
  question: string;
  label: string;
  testId: string;
  disabled: boolean;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
  /** Deletes the draft (asking first); `deleting` while the call runs. */
  onDelete: () => Promise<unknown>;
  deleting: boolean;
}

/**
 * A draft's buttons: delete it (a draft books nothing, so it can go) and confirm it; both ask first, as
 * confirming books stock and cannot be undone.
 */
export function ConfirmBar({
  question,
  label,
  testId,
  disabled,
  busy,
  onConfirm,
  onDelete,
  deleting,
}: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <div className="dm-stock-actions">
      <Popconfirm
        title={t('stock.deleteDraftQuestion')}
        okText={t('stock.deleteDraft')}
        okButtonProps={{ danger: true }}
        cancelText={t('stock.cancel')}
        onConfirm={() => onDelete().catch(() => undefined)}
      >
        <Button danger loading={deleting} disabled={busy} data-testid="stock-delete-draft">
          {t('stock.deleteDraft')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={question}
        okText={t('stock.confirm')}
        cancelText={t('stock.cancel')}
        onConfirm={() => onConfirm().catch(() => undefined)}
      >
        <Button type="primary" disabled={disabled || deleting} loading={busy} data-testid={testId}>
          {label}
        </Button>
      </Popconfirm>
    </div>
  );
}
