import { TagsOutlined } from '@ant-design/icons';
import { HOME_TAG_COUNT } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tag } from '../api';
import { listHref } from '../list/listQuery';

/** The first six tags only (spec 000 §2, §9), each a shortcut to the list filtered by it. */
export function HomeTags({ tags }: { tags: Tag[] }) {
  const { t } = useTranslation();
  return (
    <nav className="dm-hometags" aria-label={t('home.tags')} data-testid="home-tags">
      <h2 className="dm-hometags__head">
        <TagsOutlined aria-hidden /> {t('home.tags')}
      </h2>
      <ul>
        {tags.slice(0, HOME_TAG_COUNT).map((tag) => (
          <li key={tag.id}>
            <Link to={listHref({ tagId: tag.id })} className="dm-hometags__tag">
              {tag.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
