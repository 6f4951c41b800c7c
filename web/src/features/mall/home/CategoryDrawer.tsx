import { MenuOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyInTheme } from '../../../lib/ui/AntdTheme';
import { PlainButton } from '../../../lib/ui/PlainButton';
import type { CategoryNode } from '../api';

const CategoryDrawerPanel = lazyInTheme(() => import('./CategoryDrawerPanel'));

/**
 * Narrow screens have no room for the fly-out menu: the same three levels open in a drawer, fetched with
 * the first click (most visitors never open it).
 */
export function CategoryDrawer({ tree }: { tree: CategoryNode[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <div className="dm-catdrawer">
      <PlainButton
        icon={<MenuOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="category-drawer-open"
      >
        {t('home.allCategories')}
      </PlainButton>
      {opened && (
        <Suspense fallback={null}>
          <CategoryDrawerPanel tree={tree} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
