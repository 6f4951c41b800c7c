import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { LIST_PAGE_SIZE } from '@dropmall/contract';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAP, pageItems } from './pageItems';

interface ListPagerProps {
  current: number;
  total: number;
  onChange: (current: number) => void;
}

/**
 * The list's pages (spec 000 §2): the total, the pages, and a box to jump to one, 50 a page. Plain elements
 * drawn like antd's Pagination (list.css): antd's generated ~29 KB of styles on the list's first load (~100 ms
 * on a phone).
 */
export default function ListPager({ current, total, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const [jump, setJump] = useState('');
  const go = (page: number) => {
    if (page >= 1 && page <= pages && page !== current) onChange(page);
  };
  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const page = Number.parseInt(jump, 10);
    // Past the last page goes to the last, as antd's jumper did; what is not a number does nothing.
    if (Number.isFinite(page)) go(Math.min(Math.max(page, 1), pages));
    setJump('');
  };

  return (
    <nav className="dm-list__pages dm-pager" aria-label={t('pager.label')} data-testid="list-pagination">
      <span className="dm-pager__total">{t('list.total', { count: total })}</span>
      <ul className="dm-pager__pages">
        <li>
          <button
            type="button"
            className="dm-pager__item"
            aria-label={t('pager.previous')}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {pageItems(current, pages).map((item, index) =>
          item === GAP ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by their place
            <li key={`gap-${index}`} className="dm-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === current ? 'dm-pager__item is-active' : 'dm-pager__item'}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="dm-pager__item"
            aria-label={t('pager.next')}
            disabled={current >= pages}
            onClick={() => go(current + 1)}
          >
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
      <label className="dm-pager__jump">
        {t('pager.goTo')}
        <input
          type="text"
          inputMode="numeric"
          aria-label={t('pager.jump')}
          value={jump}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          onKeyDown={onJumpKey}
        />
        {t('pager.page')}
      </label>
    </nav>
  );
}
