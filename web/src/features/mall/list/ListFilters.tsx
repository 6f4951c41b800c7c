import { CloseOutlined, DownOutlined, FilterOutlined } from '@ant-design/icons';
import { NEWEST_WINDOWS_DAYS } from '@dropmall/contract';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyInTheme } from '../../../lib/ui/AntdTheme';
import { PlainButton } from '../../../lib/ui/PlainButton';
import type { CategoryNode } from '../api';
import { useCategoryTree, useTags } from '../queries';
import { FilterRadios } from './FilterRadios';
import { categoryPatch, categoryPath, type ListFilters as Filters } from './listQuery';
import { SkuSearch } from './SkuSearch';

/** The one warehouse of spec 000 §2: China = 1. */
const CHINA_WAREHOUSE = 1;

// antd's Cascader (with Select, Tree, a virtual list: ~30 KB gzip, and ~40 ms of style generation on a phone)
// comes when the visitor reaches for it: until then a button drawn like its closed box shows the same value.
const loadCascader = () => import('./CategoryCascader');
const CategoryCascader = lazyInTheme(loadCascader);

/** The names along a path of ids, 'Shoes / Sneakers'. */
function pathLabel(tree: CategoryNode[], path: number[]): string {
  const names: string[] = [];
  let level = tree;
  for (const id of path) {
    const node = level.find((n) => n.id === id);
    if (!node) break;
    names.push(node.name);
    level = node.children;
  }
  return names.join(' / ');
}

/**
 * The category filter: a button that looks like the Cascader's closed box until used; a press (mouse, touch,
 * Enter or Space) brings the Cascader in, open, and a pointer over it or focus fetches its code beforehand.
 */
function CategoryFilter({
  tree,
  path,
  onChange,
}: {
  tree: CategoryNode[];
  path: number[];
  onChange: (path: (number | string)[] | undefined) => void;
}) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const label = pathLabel(tree, path);
  const look = (
    <button
      type="button"
      className="dm-filters__cascader dm-cascader-look"
      aria-label={t('list.categoryOf', { value: label || t('list.allCategories') })}
      aria-haspopup="listbox"
      data-testid="filter-category"
      onPointerEnter={() => void loadCascader()}
      onFocus={() => void loadCascader()}
      onClick={() => setUsed(true)}
    >
      <span className={label ? undefined : 'is-placeholder'}>{label || t('list.allCategories')}</span>
      <DownOutlined aria-hidden />
    </button>
  );
  if (!used) return look;
  return (
    <Suspense fallback={look}>
      <CategoryCascader tree={tree} path={path} onChange={onChange} opened />
    </Suspense>
  );
}

/** A searched text shown as a chip the visitor can remove (antd's closable Tag look, list.css). */
function FilterChip({ label, onRemove, testId }: { label: string; onRemove: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="dm-chip">
      <span data-testid={testId}>{label}</span>
      <button
        type="button"
        className="dm-chip__close"
        aria-label={t('list.removeChip', { label })}
        onClick={onRemove}
      >
        <CloseOutlined aria-hidden />
      </button>
    </span>
  );
}

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
  const path = categoryPath(filters);
  const active = [filters.categoryId, filters.tagId, filters.warehouse, filters.newest, filters.sku].filter(
    (value) => value !== undefined,
  ).length;

  return (
    <section
      className={open ? 'dm-filters is-open' : 'dm-filters'}
      aria-label={t('list.filters')}
      data-testid="list-filters"
    >
      <PlainButton
        className="dm-filters__toggle"
        icon={<FilterOutlined />}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t('list.filtersActive', { count: active }) : t('list.filters')}
      </PlainButton>
      {(filters.title || filters.sku) && (
        <FilterRow label={t('list.searching')} foldable={false}>
          {filters.title && (
            <FilterChip
              label={filters.title}
              onRemove={() => onChange({ title: undefined })}
              testId="title-chip"
            />
          )}
          {filters.sku && (
            <FilterChip
              label={t('list.skuChip', { sku: filters.sku })}
              onRemove={() => onChange({ sku: undefined })}
            />
          )}
        </FilterRow>
      )}
      <FilterRow label={t('list.category')}>
        <CategoryFilter
          tree={tree.data ?? []}
          path={path}
          onChange={(next) => onChange(categoryPatch(next))}
        />
      </FilterRow>
      <FilterRow label={t('list.tag')}>
        <FilterRadios
          name="tag"
          label={t('list.tag')}
          testId="filter-tag"
          value={filters.tagId ?? 0}
          options={[all, ...(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.title }))]}
          onChange={(value) => onChange({ tagId: fromRadio(value) })}
        />
      </FilterRow>
      <FilterRow label={t('list.warehouse')}>
        <FilterRadios
          name="warehouse"
          label={t('list.warehouse')}
          testId="filter-warehouse"
          value={filters.warehouse ?? 0}
          options={[all, { value: CHINA_WAREHOUSE, label: t('list.china') }]}
          onChange={(value) => onChange({ warehouse: fromRadio(value) })}
        />
      </FilterRow>
      <FilterRow label={t('list.newest')}>
        <FilterRadios
          name="newest"
          label={t('list.newest')}
          testId="filter-newest"
          value={filters.newest ?? 0}
          options={[all, ...NEWEST_WINDOWS_DAYS.map((n) => ({ value: n, label: t('list.lastDays', { n }) }))]}
          onChange={(value) => onChange({ newest: fromRadio(value) })}
        />
      </FilterRow>
      <FilterRow label={t('list.sku')}>
        <SkuSearch key={filters.sku ?? ''} initial={filters.sku} onSearch={(sku) => onChange({ sku })} />
      </FilterRow>
    </section>
  );
}
