import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Pagination, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type FavouriteItem, fetchFavourites, mallKeys, saveFavourite } from '../api';
import { FavouriteCard } from './FavouriteCard';
import '../components/tiles.css';
import './favourites.css';
import { toast } from '../../../lib/toast';

const PAGE_SIZE = 20;

/** /myCenter/collectList: the business's favourites, newest first, with remove and pages. */
export default function CollectListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get('current')) || 1);
  const page = useQuery({
    queryKey: mallKeys.favourites(current),
    queryFn: () => fetchFavourites(current, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const goTo = (next: number) => setParams(next > 1 ? { current: String(next) } : {});
  const remove = useMutation({
    mutationFn: (item: FavouriteItem) => saveFavourite(item.id, item.favoriteId),
    onSuccess: async (_answer, item) => {
      toast.success(t('detail.uncollected'));
      // The last card of a page gone: show the page before it.
      if (page.data?.records.length === 1 && current > 1) goTo(current - 1);
      await queryClient.invalidateQueries({ queryKey: mallKeys.favouritesAll });
      await queryClient.invalidateQueries({ queryKey: mallKeys.detail(item.id) });
    },
  });

  if (page.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (page.isError) return <Result status="warning" title={t('account.loadFailed')} />;
  const { records, total } = page.data;

  return (
    <section className="dm-favs" data-testid="favourites-page">
      <header className="dm-favs__head">
        <h1>{t('titles.myCenterCollectList')}</h1>
        <span>{t('favourites.count', { count: total })}</span>
      </header>
      {records.length === 0 ? (
        <Empty description={t('favourites.empty')}>
          <Link to="/mall/list" className="dm-home-link">
            {t('favourites.browse')}
          </Link>
        </Empty>
      ) : (
        <div className="dm-grid">
          {records.map((item) => (
            <FavouriteCard
              key={item.favoriteId}
              item={item}
              removing={remove.isPending && remove.variables?.favoriteId === item.favoriteId}
              onRemove={() => remove.mutate(item)}
            />
          ))}
        </div>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          className="dm-favs__pages"
          current={current}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          showTotal={(count) => t('list.total', { count })}
          onChange={goTo}
        />
      )}
    </section>
  );
}
