import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Search by part of the order number or of the addressee's name; an empty search shows every order. */
export function OrderSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      maxLength={100}
      placeholder={t('fulfilment.search')}
      enterButton={t('fulfilment.searchButton')}
      onSearch={(value) => onSearch(value.trim())}
      className="dm-fulfilment__search"
      data-testid="seller-order-search"
    />
  );
}
