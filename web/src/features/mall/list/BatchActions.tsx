import { CloudDownloadOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CheckBox } from '../../../lib/ui/CheckBox';
import { PlainButton } from '../../../lib/ui/PlainButton';
import { useProductTasks } from '../../exports';

interface BatchActionsProps {
  /** The ids checked on this page. */
  selected: number[];
  pageSize: number;
  onSelectAll: (checked: boolean) => void;
  onCounted?: () => void;
}

/**
 * Select-all with batch download (task type 4) and batch release (type 3), spec 000 §2. Nothing selected:
 * 'please select products'; then a session (visitors go to /login). A batch download is queued as an
 * export task and the dialog leads to the export records; a release puts the products on the publish list.
 * `onCounted` refreshes the list so its counts show the new figures.
 */
export function BatchActions({ selected, pageSize, onSelectAll, onCounted }: BatchActionsProps) {
  const { t } = useTranslation();
  const tasks = useProductTasks(onCounted);
  const run = (kind: 'download' | 'release') => {
    if (selected.length === 0) {
      toast.warning(t('list.selectFirst'));
      return;
    }
    if (kind === 'download') tasks.batchDownload(selected);
    else tasks.publish(selected);
  };

  return (
    <div className="dm-batch">
      <CheckBox
        checked={pageSize > 0 && selected.length === pageSize}
        indeterminate={selected.length > 0 && selected.length < pageSize}
        disabled={pageSize === 0}
        onChange={onSelectAll}
        data-testid="select-all"
      >
        {t('list.selectAll')}
      </CheckBox>
      <PlainButton
        icon={<CloudDownloadOutlined />}
        onClick={() => run('download')}
        loading={tasks.downloading}
        data-testid="batch-download"
      >
        {t('list.batchDownload')}
      </PlainButton>
      <PlainButton
        icon={<CloudUploadOutlined />}
        onClick={() => run('release')}
        loading={tasks.publishing}
        data-testid="batch-release"
      >
        {t('list.batchRelease')}
      </PlainButton>
      {selected.length > 0 && (
        <span className="dm-batch__count">{t('list.selected', { count: selected.length })}</span>
      )}
      {tasks.dialog}
    </div>
  );
}
