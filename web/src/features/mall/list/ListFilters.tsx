import { FilterOutlined } from '@ant-design/icons';
import { NEWEST_WINDOWS_DAYS } from '@dropmall/contract';
import { Tag as AntTag, Button, Cascader, Input, Radio } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '../api';
import { useCategoryTree, useTags } from '../queries';
import { categoryPatch, categoryPath, type ListFilters as Filters } from './listQuery';

/** The one warehouse of spec 000 §2: China = 1. */
const CHINA_WAREHOUSE = 1;

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

function FilterRow({
  label,
  children,
  foldable = true,
}: {
  label: string;
  children: ReactNode;
  foldable?: boolean;
}) {
  return (
    <div className={foldable ? 'dm-filters__row is-foldable' : 'dm-filters__row'}>
      <span className="dm-filters__label">{label}</span>
      <div className="dm-filters__control">{children}</div>
    </div>
  );
}

interface ListFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}

/** The list's filters (spec 000 §2): category cascader, tag, warehouse, newest, and the searched text. */
export function ListFilters({ filters, onChange }: ListFiltersProps) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const tags = useTags();
  // 0 stands for "All" in the radio groups: the filter is left out of the URL.
  const all = { value: 0, label: t('list.all') };
  const fromRadio = (value: number) => (value === 0 ? undefined : value);
  // Narrow screens fold the filters behind a button, so the results are not a long scroll away.
  const [open, setOpen] = useState(false);
  const active = [filters.categoryId, filters.tagId, filters.warehouse, filters.newest, filters.sku].filter(
    (value) => value !== undefined,
  ).length;

  return (
    <section
      className={open ? 'dm-filters is-open' : 'dm-filters'}
      aria-label={t('list.filters')}
      data-testid="list-filters"
    >
      <Button
        className="dm-filters__toggle"
        icon={<FilterOutlined />}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t('list.filtersActive', { count: active }) : t('list.filters')}
      </Button>
      {(filters.title || filters.sku) && (
        <FilterRow label={t('list.searching')} foldable={false}>
          {filters.title && (
            <AntTag closable onClose={() => onChange({ title: undefined })} data-testid="title-chip">
              {filters.title}
            </AntTag>
          )}
          {filters.sku && (
            <AntTag closable onClose={() => onChange({ sku: undefined })}>
              {t('list.skuChip', { sku: filters.sku })}
            </AntTag>
          )}
        </FilterRow>
      )}
      <FilterRow label={t('list.category')}>
        <Cascader
          className="dm-filters__cascader"
          options={toOptions(tree.data ?? [])}
          value={categoryPath(filters)}
          changeOnSelect
          allowClear
          placeholder={t('list.allCategories')}
          aria-label={t('list.category')}
          data-testid="filter-category"
          onChange={(path) => onChange(categoryPatch(path))}
        />
      </FilterRow>
      <FilterRow label={t('list.tag')}>
        <Radio.Group
          name="tag"
          aria-label={t('list.tag')}
          data-testid="filter-tag"
          value={filters.tagId ?? 0}
          options={[all, ...(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.title }))]}
          onChange={(event) => onChange({ tagId: fromRadio(event.target.value) })}
        />
      </FilterRow>
      <FilterRow label={t('list.warehouse')}>
        <Radio.Group
          name="warehouse"
          aria-label={t('list.warehouse')}
          data-testid="filter-warehouse"
          value={filters.warehouse ?? 0}
          options={[all, { value: CHINA_WAREHOUSE, label: t('list.china') }]}
          onChange={(event) => onChange({ warehouse: fromRadio(event.target.value) })}
        />
      </FilterRow>
      <FilterRow label={t('list.newest')}>
        <Radio.Group
          name="newest"
          aria-label={t('list.newest')}
          data-testid="filter-newest"
          value={filters.newest ?? 0}
          options={[all, ...NEWEST_WINDOWS_DAYS.map((n) => ({ value: n, label: t('list.lastDays', { n }) }))]}
          onChange={(event) => onChange({ newest: fromRadio(event.target.value) })}
        />
      </FilterRow>
      <FilterRow label={t('list.sku')}>
        <Input.Search
          key={filters.sku ?? ''}
          className="dm-filters__sku"
          defaultValue={filters.sku}
          placeholder={t('list.skuPlaceholder')}
          aria-label={t('list.sku')}
          allowClear
          maxLength={64}
          onSearch={(value) => onChange({ sku: value.trim() || undefined })}
        />
      </FilterRow>
    </section>
  );
}
