import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryNode } from '../api';
import { categoryHref } from './categoryLinks';

/**
 * All categories (spec 000 §2, three levels) as marketplace homes show them: the top level in a column,
 * its second and third levels in a panel that flies out on hover or keyboard focus.
 */
export function CategoryMenu({ tree }: { tree: CategoryNode[] }) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = tree.find((node) => node.id === activeId);

  return (
    <nav
      className="dm-catmenu"
      aria-label={t('home.allCategories')}
      data-testid="category-menu"
      onMouseLeave={() => setActiveId(null)}
    >
      <h2 className="dm-catmenu__head">
        <AppstoreOutlined aria-hidden /> {t('home.allCategories')}
      </h2>
      <ul className="dm-catmenu__list">
        {tree.map((node) => (
          <li key={node.id} onMouseEnter={() => setActiveId(node.id)}>
            <Link
              to={categoryHref(node)}
              className={node.id === activeId ? 'dm-catmenu__top is-active' : 'dm-catmenu__top'}
              onFocus={() => setActiveId(node.id)}
            >
              <span>{node.name}</span>
              {node.children.length > 0 && <RightOutlined aria-hidden className="dm-catmenu__caret" />}
            </Link>
          </li>
        ))}
      </ul>
      {active && active.children.length > 0 && (
        <div className="dm-catmenu__flyout" data-testid="category-flyout">
          <Link to={categoryHref(active)} className="dm-catmenu__all">
            {t('home.allIn', { name: active.name })} <RightOutlined aria-hidden />
          </Link>
          {active.children.map((level2) => (
            <section key={level2.id} className="dm-catmenu__group">
              <Link to={categoryHref(active, level2)} className="dm-catmenu__level2">
                {level2.name}
              </Link>
              <ul>
                {level2.children.map((level3) => (
                  <li key={level3.id}>
                    <Link to={categoryHref(active, level2, level3)} className="dm-catmenu__level3">
                      {level3.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </nav>
  );
}
