import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/saveFile';
import { downloadSettlement, type SettlementOne } from './api';

/** The statement's two files: a spreadsheet (in the reader's language) and a PDF. */
export function SettlementDownloads({ one, compact = false }: { one: SettlementOne; compact?: boolean }) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: async (format: 'xlsx' | 'pdf') =>
      saveFile(
        await downloadSettlement(one, format),
        `settlement-${one.businessId ?? 'mine'}-${one.period}-${one.start}.${format}`,
      ),
  });
  return (
    <Space size="small">
      <Button
        size="small"
        icon={<FileExcelOutlined />}
        title={t('cash.settlement.xlsx')}
        aria-label={t('cash.settlement.xlsx')}
        onClick={() => save.mutate('xlsx')}
        data-testid="settlement-xlsx"
      >
        {compact ? null : t('cash.settlement.xlsx')}
      </Button>
      <Button
        size="small"
        icon={<FilePdfOutlined />}
        title={t('cash.settlement.pdf')}
        aria-label={t('cash.settlement.pdf')}
        onClick={() => save.mutate('pdf')}
        data-testid="settlement-pdf"
      >
        {compact ? null : t('cash.settlement.pdf')}
      </Button>
    </Space>
  );
}
