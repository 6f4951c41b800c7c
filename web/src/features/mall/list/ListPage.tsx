import { SEARCH_TOTAL_CAP } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextSkeleton } from '../../../lib/ui/TextSkeleton';
import { mallKeys, searchProducts } from '../api';
import { BatchActions } from './BatchActions';
import { ListFilters } from './ListFilters';
import { ListItemCard } from './ListItemCard';
import ListPager from './ListPager';
import { searchParamsOf } from './listQuery';
import { SortBar } from './SortBar';
import { useListFilters } from './useListFilters';
import '../components/tiles.css';
import './list.css';
import { lazyInTheme } from '../../../lib/ui/AntdTheme';

// Only without results: fetched when first shown, not before the page.
const ListEmpty = lazyInTheme(() => import('./ListEmpty'));

/** The cards of the first row (five on a wide screen): their pictures load at once, the largest paint's among them. */
const FIRST_ROW = 5;

/** /mall/list (spec 000 §2): filters and sort in the URL, results, batch actions, pages. */
export default function ListPage() {
  const { t, i18n } = useTranslation();
  const [filters, update] = useListFilters();
  const params = searchParamsOf(filters);
  const results = useQuery({
    queryKey: mallKeys.search(params),
    queryFn: ({ signal }) => searchProducts(params, signal),
    placeholderData: keepPreviousData, // the old page stays while the next one loads: nothing jumps
  });
  // The selection belongs to one result page: another search or page starts with nothing selected.
  const resultKey = JSON.stringify(params);
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: '', ids: new Set() });
  const selected = selection.key === resultKey ? selection.ids : new Set<number>();
  const records = results.data?.records ?? [];
  const total = results.data?.total ?? 0;

  const select = (ids: Set<number>) => setSelection({ key: resultKey, ids });
  // The same function from render to render, so a card (memo) draws again only when its own product or box changes.
  const toggle = useCallback(
    (id: number, checked: boolean) =>
      setSelection((previous) => {
        const ids = new Set(previous.key === resultKey ? previous.ids : []);
        if (checked) ids.add(id);
        else ids.delete(id);
        return { key: resultKey, ids };
      }),
    [resultKey],
  );
  const goToPage = (current: number) => {
    update({ current });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="dm-shell-inner dm-list" data-testid="list-page">
      <h1 className="dm-visually-hidden">{t('titles.mallList')}</h1>
      <ListFilters filters={filters} onChange={update} />
      <div className="dm-list__bar">
        <SortBar sortIndex={filters.sortIndex} onChange={(sortIndex) => update({ sortIndex })} />
        <span className="dm-list__total" data-testid="list-total">
          {results.data
            ? total >= SEARCH_TOTAL_CAP
              ? t('list.totalAtLeast', { count: SEARCH_TOTAL_CAP.toLocaleString(i18n.language) })
              : t('list.total', { count: total })
            : ''}
        </span>
      </div>
      <BatchActions
        selected={[...selected]}
        onCounted={() => void results.refetch()}
        pageSize={records.length}
        onSelectAll={(checked) => select(new Set(checked ? records.map((item) => item.id) : []))}
      />
      {results.isPending ? (
        <TextSkeleton rows={8} />
      ) : records.length === 0 ? (
        <Suspense fallback={<div className="dm-list__empty" />}>
          <ListEmpty />
        </Suspense>
      ) : (
        <div
          className={results.isPlaceholderData ? 'dm-grid dm-list__grid is-loading' : 'dm-grid dm-list__grid'}
        >
          {records.map((item, index) => (
            <ListItemCard
              key={item.id}
              item={item}
              first={index < FIRST_ROW}
              checked={selected.has(item.id)}
              onCheck={toggle}
            />
          ))}
        </div>
      )}
      {total > 0 && <ListPager current={filters.current} total={total} onChange={goToPage} />}
    </div>
  );
}
