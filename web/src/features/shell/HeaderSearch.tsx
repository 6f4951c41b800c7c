import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, type AutoCompleteProps, Button, Select, Space } from 'antd';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listHref, useCategoryTree, useHotKeys } from '../mall';

interface HeaderSearchProps {
  /** What the list's URL searches for, so the box shows it (the header remounts this when it changes). */
  initialTitle?: string;
  initialCategoryId?: number;
}

/** Header search (spec 000 §2, spec 001 §2): a top-category selector, hot-search suggestions, -> /mall/list. */
export function HeaderSearch({ initialTitle = '', initialCategoryId }: HeaderSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useCategoryTree();
  const hotKeys = useHotKeys();
  const [text, setText] = useState(initialTitle);
  const [categoryId, setCategoryId] = useState<number | undefined>(initialCategoryId);
  // Choosing a suggestion with Enter may also submit the form: both read the newest text.
  const latest = useRef(text);

  const go = (title: string) => {
    latest.current = title;
    void navigate(listHref({ title: title.trim() || undefined, categoryId }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(latest.current);
  };

  const needle = text.trim().toLowerCase();
  const suggestions = (hotKeys.data ?? [])
    .filter((key) => key.keyword.toLowerCase().includes(needle))
    .map((key) => ({ value: key.keyword, label: key.keyword }));
  // Hot searches under a heading while the box is empty, matching ones as the user types.
  const options: AutoCompleteProps['options'] = needle
    ? suggestions
    : [{ label: t('search.hot'), options: suggestions }];
  const categoryOptions = [
    { value: 0, label: t('search.allCategories') },
    ...(categories.data ?? []).map((node) => ({ value: node.id, label: node.name })),
  ];

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (Safari < 17, jsdom); the role says the same
    <form className="dm-search" role="search" onSubmit={onSubmit}>
      <Space.Compact className="dm-search__group" size="large">
        <Select<number>
          className="dm-search__category"
          aria-label={t('search.category')}
          data-testid="search-category"
          value={categoryId ?? 0}
          options={categoryOptions}
          popupMatchSelectWidth={220}
          onChange={(value) => setCategoryId(value || undefined)}
        />
        <AutoComplete
          className="dm-search__input"
          value={text}
          options={options}
          onChange={(value: string) => {
            latest.current = value;
            setText(value);
          }}
          onSelect={(value: string) => {
            setText(value);
            go(value);
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          data-testid="search-input"
        />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="search-submit">
          <span className="dm-search__button-text">{t('search.submit')}</span>
        </Button>
      </Space.Compact>
    </form>
  );
}
