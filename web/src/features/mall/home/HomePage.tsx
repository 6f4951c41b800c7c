import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextSkeleton } from '../../../lib/ui/TextSkeleton';
import { fetchBanners, fetchRecommended, fetchTagModules, mallKeys } from '../api';
import { useCategoryTree, useTags } from '../queries';
import { BannerCarousel } from './BannerCarousel';
import { CategoryDrawer } from './CategoryDrawer';
import { CategoryMenu } from './CategoryMenu';
import { HomeTags } from './HomeTags';
import { RecommendedSection } from './RecommendedSection';
import { ServiceStrip } from './ServiceStrip';
import { TagModules } from './TagModules';
import '../components/tiles.css';
import './home.css';

/** The mall home (spec 000 §2): categories, the first six tags, banners, recommended, a module per tag. */
export default function HomePage() {
  const { t } = useTranslation();
  const categories = useCategoryTree();
  const tags = useTags();
  const banners = useQuery({ queryKey: mallKeys.banners, queryFn: fetchBanners });
  const recommended = useQuery({ queryKey: mallKeys.recommended, queryFn: fetchRecommended });
  const modules = useQuery({ queryKey: mallKeys.tagModules, queryFn: fetchTagModules });
  const tree = categories.data ?? [];

  return (
    <div className="dm-shell-inner dm-home" data-testid="home-page">
      <h1 className="dm-visually-hidden">{t('home.heading')}</h1>
      <div className="dm-home__hero">
        <aside className="dm-home__categories">
          {categories.isPending ? <TextSkeleton rows={12} /> : <CategoryMenu tree={tree} />}
          <CategoryDrawer tree={tree} />
        </aside>
        <div className="dm-home__stage">
          <BannerCarousel banners={banners.data ?? []} />
          <HomeTags tags={tags.data ?? []} />
          <ServiceStrip />
        </div>
      </div>
      <RecommendedSection items={recommended.data ?? []} loading={recommended.isPending} />
      {modules.isPending ? (
        <TextSkeleton className="dm-section" rows={6} />
      ) : (
        <TagModules modules={modules.data ?? []} />
      )}
    </div>
  );
}
