import type { StoreView } from '@dropmall/contract';
import { Modal, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportQueuedDialog, type RecordTab } from './ExportQueuedDialog';

/** A publish waiting for a store choice: the products, the title and the stores offered. */
export interface StoreChoice {
  ids: number[];
  title: string;
  stores: StoreView[];
}

interface TaskDialogsProps {
  queuedTab: RecordTab | null;
  onQueuedClose: () => void;
  choosing: StoreChoice | null;
  /** The store chosen, 0 for the publish list only (CSV files). */
  choice: number;
  onChoice: (id: number) => void;
  confirmLoading: boolean;
  onCancel: () => void;
  onOk: () => void;
}

/** The dialogs of useProductTasks: a queued batch download, and which store a publish goes to. */
export default function TaskDialogs(props: TaskDialogsProps) {
  const { t } = useTranslation();
  const { choosing, choice } = props;
  return (
    <>
      <ExportQueuedDialog tab={props.queuedTab} onClose={props.onQueuedClose} />
      <Modal
        open={choosing !== null}
        title={t('exports.chooseStore')}
        okText={t('exports.publish')}
        cancelText={t('exports.cancel')}
        confirmLoading={props.confirmLoading}
        onCancel={props.onCancel}
        onOk={props.onOk}
      >
        <Radio.Group value={choice} onChange={(e) => props.onChoice(Number(e.target.value))}>
          <Space direction="vertical">
            {choosing?.stores.map((s) => (
              <Radio key={s.id} value={s.id} data-testid={`publish-store-${s.id}`}>
                {s.name}
              </Radio>
            ))}
            <Radio value={0} data-testid="publish-csv-only">
              {t('exports.csvOnly')}
              <div className="dm-muted-help">{t('exports.csvOnlyHelp')}</div>
            </Radio>
          </Space>
        </Radio.Group>
      </Modal>
    </>
  );
}
