import { STOCK_LOW_MAX_THRESHOLD } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchWebhookSettings, saveWebhookSettings, webhookKeys } from './api';

/** The `stock.low` threshold of the business (default 5): one line above the endpoints. */
export function StockLowSetting() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: webhookKeys.settings, queryFn: fetchWebhookSettings });
  const [value, setValue] = useState<number | null>(null);
  const shown = value ?? settings.data?.stockLowThreshold ?? null;
  const save = useMutation({
    mutationFn: (stockLowThreshold: number) => saveWebhookSettings(stockLowThreshold),
    onSuccess: (saved) => {
      queryClient.setQueryData(webhookKeys.settings, saved);
      setValue(null);
      void message.success(t('webhooks.stockLow.saved'));
    },
  });
  return (
    <div className="dm-webhooks__setting" data-testid="stock-low-setting">
      <span>{t('webhooks.stockLow.label')}</span>
      <Space.Compact>
        <InputNumber
          min={0}
          max={STOCK_LOW_MAX_THRESHOLD}
          precision={0}
          value={shown}
          onChange={(v) => setValue(typeof v === 'number' ? v : null)}
          aria-label={t('webhooks.stockLow.label')}
          data-testid="stock-low-threshold"
        />
        <Button
          onClick={() => shown !== null && save.mutate(shown)}
          loading={save.isPending}
          disabled={value === null}
          data-testid="stock-low-save"
        >
          {t('webhooks.stockLow.save')}
        </Button>
      </Space.Compact>
      <span className="dm-webhooks__muted">{t('webhooks.stockLow.help')}</span>
    </div>
  );
}
