import { DownloadOutlined } from '@ant-design/icons';
import { STORE_PLATFORMS, type StorePlatform } from '@dropmall/contract';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/saveFile';
import { fetchPublishedCsv } from './api';
import { TakenListPage } from './TakenListPage';

/** /businessCenter/productPublish: the publish list, with its Shopify and WooCommerce import files. */
export default function ProductPublishPage() {
  const { t } = useTranslation();
  const csv = useMutation({
    mutationFn: async (platform: StorePlatform) =>
      saveFile(await fetchPublishedCsv(platform), `${platform}-products.csv`),
  });
  return (
    <TakenListPage
      list="publish"
      heading={t('titles.businessProductPublish')}
      hint={t('exports.publishHint')}
      extra={STORE_PLATFORMS.map((platform) => (
        <Button
          key={platform}
          icon={<DownloadOutlined />}
          loading={csv.isPending && csv.variables === platform}
          onClick={() => csv.mutate(platform)}
          data-testid={`csv-${platform}`}
        >
          {t(`exports.csv.${platform}`)}
        </Button>
      ))}
    />
  );
}
