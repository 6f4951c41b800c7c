import { ExportOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportKeys, exportOrders } from './api';
import { ExportQueuedDialog, type RecordTab } from './ExportQueuedDialog';

/** Queues the order list (the status shown, or all) as a spreadsheet export; the dialog leads to the records. */
export function ExportOrdersButton({ status }: { status?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<RecordTab | null>(null);
  const queue = useMutation({
    mutationFn: () => exportOrders(status),
    onSuccess: () => {
      setTab('first');
      void queryClient.invalidateQueries({ queryKey: exportKeys.all });
    },
  });
  return (
    <>
      <Button
        icon={<ExportOutlined />}
        loading={queue.isPending}
        onClick={() => queue.mutate()}
        data-testid="export-orders"
      >
        {t('exports.exportOrders')}
      </Button>
      <ExportQueuedDialog tab={tab} onClose={() => setTab(null)} />
    </>
  );
}
