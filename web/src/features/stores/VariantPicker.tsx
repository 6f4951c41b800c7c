import type { MallVariantPick } from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { searchMallVariants, storeProductKeys } from './api';
import './stores.css';

/** One mall variant as the dialogs show it: picture, title, options, price and SKU. */
export function VariantSummary({ pick }: { pick: MallVariantPick }) {
  return (
    <div className="variant-summary">
      {pick.picture ? (
        <img src={pick.picture} alt="" width={40} height={40} />
      ) : (
        <span className="variant-blank" />
      )}
      <div>
        <div className="variant-title">{pick.title}</div>
        <Typography.Text type="secondary">
          {[pick.options.join(' / '), formatPrice(pick.price), pick.sku].filter(Boolean).join(' · ')}
        </Typography.Text>
      </div>
    </div>
  );
}

/**
 * Search-and-pick of a mall variant on sale (mapping a store's product, binding an order line): searched by
 * title, SKU or article number, a page at a time; `onPick` is told the chosen one.
 */
export function VariantPicker({
  onPick,
  picking,
  initialKeyword = '',
}: {
  onPick: (pick: MallVariantPick) => void;
  /** The variant being saved (its button spins). */
  picking?: number | null;
  initialKeyword?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [current, setCurrent] = useState(1);
  const list = useQuery({
    queryKey: storeProductKeys.picks(keyword, current),
    queryFn: () => searchMallVariants(keyword, current),
  });
  return (
    <div data-testid="variant-picker">
      <Input.Search
        allowClear
        autoFocus
        maxLength={100}
        defaultValue={initialKeyword}
        placeholder={t('variantPicker.search')}
        aria-label={t('variantPicker.search')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setCurrent(1);
        }}
        data-testid="variant-search"
      />
      <List<MallVariantPick>
        className="variant-list"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: t('variantPicker.none') }}
        pagination={{
          current,
          pageSize: list.data?.size ?? 6,
          total: list.data?.total ?? 0,
          size: 'small',
          showSizeChanger: false,
          onChange: setCurrent,
        }}
        renderItem={(pick) => (
          <List.Item
            data-testid={`pick-${pick.variantId}`}
            actions={[
              <Button
                key="pick"
                size="small"
                type="primary"
                loading={picking === pick.variantId}
                onClick={() => onPick(pick)}
                data-testid={`pick-button-${pick.variantId}`}
              >
                {t('variantPicker.choose')}
              </Button>,
            ]}
          >
            <VariantSummary pick={pick} />
          </List.Item>
        )}
      />
    </div>
  );
}
