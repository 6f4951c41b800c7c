import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** No product matched: antd's Empty, fetched only when a search finds nothing. */
export default function ListEmpty() {
  const { t } = useTranslation();
  return <Empty className="dm-list__empty" description={t('list.empty')} data-testid="list-empty" />;
}
