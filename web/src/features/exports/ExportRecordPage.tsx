import { TaskDataType } from '@dropmall/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RecordTab } from './ExportQueuedDialog';
import { ExportRecordTable } from './ExportRecordTable';
import './exports.css';

/**
 * /System/exportRecord (spec 001 §2, §4): the business's exports in two tabs, order lists (xls) first and
 * product downloads (zip) second; `?active=second` opens the second, as the export notice links it.
 */
export default function ExportRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active: RecordTab = params.get('active') === 'second' ? 'second' : 'first';
  return (
    <section className="dm-exports" data-testid="export-record-page">
      <header className="dm-exports__head">
        <h1>{t('titles.systemExportRecord')}</h1>
        <p>{t('exports.recordHint')}</p>
      </header>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ active: key }, { replace: true })}
        items={[
          {
            key: 'first',
            label: t('exports.tabOrders'),
            children: <ExportRecordTable dataType={TaskDataType.orderExport} />,
          },
          {
            key: 'second',
            label: t('exports.tabProducts'),
            children: <ExportRecordTable dataType={TaskDataType.download} />,
          },
        ]}
      />
    </section>
  );
}
