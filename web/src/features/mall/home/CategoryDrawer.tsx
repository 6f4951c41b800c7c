import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
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

/** Narrow screens have no room for the fly-out menu: the same three levels open in a drawer. */
export function CategoryDrawer({ tree }: { tree: CategoryNode[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="dm-catdrawer">
      <Button icon={<MenuOutlined />} onClick={() => setOpen(true)} data-testid="category-drawer-open">
        {t('home.allCategories')}
      </Button>
      <Drawer title={t('home.allCategories')} placement="left" open={open} onClose={close} size={300}>
        <Menu
          mode="inline"
          selectable={false}
          items={toItems(tree, (name) => t('home.allIn', { name }), close)}
        />
      </Drawer>
    </div>
  );
}
