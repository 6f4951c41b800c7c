import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/saveFile';
import { today } from './files-api';

interface Props {
  /** The list's file under the filters the page shows now. */
  fetchFile: () => Promise<Blob>;
  /** The file's name before the date: `stock-in` gives stock-in-2026-11-26.xlsx. */
  name: string;
  testId: string;
}

/** "Export xlsx" of a stock list: the rows under the current filters, every page of them. */
export function ExportButton({ fetchFile, name, testId }: Props) {
  const { t } = useTranslation();
  const exportFile = useMutation({
    mutationFn: async () => saveFile(await fetchFile(), `${name}-${today()}.xlsx`),
  });
  return (
    <Button
      icon={<DownloadOutlined />}
      onClick={() => exportFile.mutate()}
      loading={exportFile.isPending}
      data-testid={testId}
    >
      {t('stockCount.exportXlsx')}
    </Button>
  );
}
