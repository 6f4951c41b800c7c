import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { TakenListPage } from './TakenListPage';
import { useProductTasks } from './useProductTasks';

/** /businessCenter/productDownload: the products the business downloaded, each downloadable again. */
export default function ProductDownloadPage() {
  const { t } = useTranslation();
  const tasks = useProductTasks();
  return (
    <TakenListPage
      list="download"
      heading={t('titles.businessProductDownload')}
      hint={t('exports.downloadHint')}
      rowAction={(row) =>
        row.onShelf ? (
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => tasks.download(row.productId, row.sku)}
            data-testid={`taken-download-${row.productId}`}
          >
            {t('exports.downloadAgain')}
          </Button>
        ) : null
      }
    />
  );
}
