import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '../api';

interface CascaderOption {
  value: number;
  label: string;
  children?: CascaderOption[];
}

const toOptions = (nodes: CategoryNode[]): CascaderOption[] =>
  nodes.map((node) => ({
    value: node.id,
    label: node.name,
    children: node.children.length > 0 ? toOptions(node.children) : undefined,
  }));

interface CategoryCascaderProps {
  tree: CategoryNode[];
  /** The chosen ids, top level first. */
  path: number[];
  onChange: (path: (number | string)[] | undefined) => void;
  /** Mounted by a press on the box it replaces (ListFilters): opens at once, with the focus. */
  opened?: boolean;
}

/** The list's category filter: antd's Cascader over the three levels, any level may be chosen. */
export default function CategoryCascader({ tree, path, onChange, opened = false }: CategoryCascaderProps) {
  const { t } = useTranslation();
  return (
    <Cascader
      className="dm-filters__cascader"
      options={toOptions(tree)}
      value={path}
      changeOnSelect
      defaultOpen={opened}
      autoFocus={opened}
      allowClear
      placeholder={t('list.allCategories')}
      aria-label={t('list.category')}
      data-testid="filter-category"
      onChange={onChange}
    />
  );
}
