import { LIST_PAGE_SIZE } from '@dropmall/contract';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';

interface ListPagerProps {
  current: number;
  total: number;
  onChange: (current: number) => void;
}

/** The list's pages (spec 000 §2): antd's Pagination with the total and the quick jumper, 50 a page. */
export default function ListPager({ current, total, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      className="dm-list__pages"
      current={current}
      pageSize={LIST_PAGE_SIZE}
      total={total}
      showSizeChanger={false}
      showQuickJumper
      showTotal={(count) => t('list.total', { count })}
      onChange={onChange}
      data-testid="list-pagination"
    />
  );
}
