import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';
import { SortIndex } from '@dropmall/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPriceSort } from './listQuery';

interface SortButtonProps {
  name: string;
  active: boolean;
  label: string;
  title?: string;
  icon?: ReactNode;
  onClick: () => void;
}

function SortButton({ name, active, label, title, icon, onClick }: SortButtonProps) {
  return (
    <button
      type="button"
      className={active ? 'dm-sort__option is-active' : 'dm-sort__option'}
      aria-pressed={active}
      title={title}
      data-testid={`sort-${name}`}
      onClick={onClick}
    >
      {label}
      {icon}
    </button>
  );
}

const PLAIN_SORTS = [
  { name: 'newest', index: SortIndex.newest },
  { name: 'downloads', index: SortIndex.downloads },
  { name: 'publishes', index: SortIndex.publishes },
] as const;

interface SortBarProps {
  sortIndex: number;
  onChange: (sortIndex: number) => void;
}

/** Sort options (spec 000 §2): Default, Price (toggles ascending/descending), Newest, Download, Publish. */
export function SortBar({ sortIndex, onChange }: SortBarProps) {
  const { t } = useTranslation();
  const asc = sortIndex === SortIndex.priceAsc;
  const desc = sortIndex === SortIndex.priceDesc;
  const priceIcon = asc ? (
    <ArrowUpOutlined aria-hidden />
  ) : desc ? (
    <ArrowDownOutlined aria-hidden />
  ) : (
    <SwapOutlined aria-hidden rotate={90} />
  );

  return (
    <fieldset className="dm-sort">
      <legend className="dm-sort__label">{t('list.sortBy')}</legend>
      <SortButton
        name="default"
        active={sortIndex === SortIndex.default}
        label={t('list.sort.default')}
        onClick={() => onChange(SortIndex.default)}
      />
      <SortButton
        name="price"
        active={asc || desc}
        label={t('list.sort.price')}
        title={asc ? t('list.sort.priceAsc') : desc ? t('list.sort.priceDesc') : undefined}
        icon={priceIcon}
        onClick={() => onChange(nextPriceSort(sortIndex))}
      />
      {PLAIN_SORTS.map((sort) => (
        <SortButton
          key={sort.name}
          name={sort.name}
          active={sortIndex === sort.index}
          label={t(`list.sort.${sort.name}`)}
          onClick={() => onChange(sort.index)}
        />
      ))}
    </fieldset>
  );
}
