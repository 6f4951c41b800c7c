import { useMutation } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/saveFile';
import { downloadSettlement, type SettlementOne } from './api';

/** The statement's two files: a spreadsheet (in the reader's language) and a PDF. */
export function SettlementDownloads({ one }: { one: SettlementOne }) {
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
      <Button size="small" onClick={() => save.mutate('xlsx')} data-testid="settlement-xlsx">
        {t('cash.settlement.xlsx')}
      </Button>
      <Button size="small" onClick={() => save.mutate('pdf')} data-testid="settlement-pdf">
        {t('cash.settlement.pdf')}
      </Button>
    </Space>
  );
}
