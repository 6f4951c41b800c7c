import { Drawer, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryNode } from '../api';
import { categoryHref } from './categoryLinks';

type Item = Required<MenuProps>['items'][number];

/** The three category levels as nested menu items; each group starts with a link to all of it. */
function toItems(tree: CategoryNode[], allLabel: (name: string) => string, close: () => void): Item[] {
  const link = (key: string, to: string, label: string): Item => ({
    key,
    label: (
      <Link to={to} onClick={close}>
        {label}
      </Link>
    ),
  });
  return tree.map((level1) => ({
    key: `c${level1.id}`,
    label: level1.name,
    children: [
      link(`a${level1.id}`, categoryHref(level1), allLabel(level1.name)),
      ...level1.children.map((level2): Item => {
        if (level2.children.length === 0)
          return link(`c${level2.id}`, categoryHref(level1, level2), level2.name);
        return {
          key: `c${level2.id}`,
          label: level2.name,
          children: [
            link(`a${level2.id}`, categoryHref(level1, level2), allLabel(level2.name)),
            ...level2.children.map((level3) =>
              link(`c${level3.id}`, categoryHref(level1, level2, level3), level3.name),
            ),
          ],
        };
      }),
    ],
  }));
}

interface CategoryDrawerPanelProps {
  tree: CategoryNode[];
  open: boolean;
  onClose: () => void;
}

/** The drawer of CategoryDrawer, loaded when first opened (antd Drawer and Menu stay off the first load). */
export default function CategoryDrawerPanel({ tree, open, onClose }: CategoryDrawerPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer title={t('home.allCategories')} placement="left" open={open} onClose={onClose} size={300}>
      <Menu
        mode="inline"
        selectable={false}
        items={toItems(tree, (name) => t('home.allIn', { name }), onClose)}
      />
    </Drawer>
  );
}
