import { CheckCircleFilled } from '@ant-design/icons';
import './exports.css';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type RecordTab = 'first' | 'second';

export const exportRecordHref = (tab: RecordTab) => `/System/exportRecord?active=${tab}`;

interface ExportQueuedDialogProps {
  /** The export record tab the task is listed on; null when closed. */
  tab: RecordTab | null;
  onClose: () => void;
}

/** Spec 001 §4: a queued export says so and offers the way to the export records. */
export function ExportQueuedDialog({ tab, onClose }: ExportQueuedDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = () => {
    onClose();
    if (tab) void navigate(exportRecordHref(tab));
  };
  return (
    <Modal
      open={tab !== null}
      onCancel={onClose}
      title={t('exports.queuedTitle')}
      footer={
        <Button type="primary" onClick={view} data-testid="view-export-record">
          {t('exports.viewRecord')}
        </Button>
      }
      data-testid="export-queued"
    >
      <p className="dm-export-queued">
        <CheckCircleFilled aria-hidden className="dm-export-queued__icon" />
        <button type="button" className="dm-export-queued__link" onClick={view}>
          {t('exports.queued')}
        </button>
      </p>
    </Modal>
  );
}
