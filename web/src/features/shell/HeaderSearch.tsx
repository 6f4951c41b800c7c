import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { SEARCH_TITLE_MAX } from '@dropmall/contract';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listHref, useCategoryTree, useHotKeys } from '../mall';

interface HeaderSearchProps {
  /** What the list's URL searches for, so the box shows it (the header remounts this when it changes). */
  initialTitle?: string;
  initialCategoryId?: number;
}

/**
 * Header search (spec 000 §2, spec 001 §2): a top-category selector, hot-search suggestions, -> /mall/list.
 * Plain elements styled like antd's large Select / AutoComplete / Button (shell.css), not antd itself: the
 * header is on every storefront page, and those three with their popup machinery weighed ~30 KB gzip on the
 * first load. The category is a native <select>; the box is an ARIA combobox with a listbox of suggestions.
 */
export function HeaderSearch({ initialTitle = '', initialCategoryId }: HeaderSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useCategoryTree();
  const hotKeys = useHotKeys();
  const [text, setText] = useState(initialTitle);
  const [categoryId, setCategoryId] = useState<number | undefined>(initialCategoryId);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();

  const needle = text.trim().toLowerCase();
  const suggestions = (hotKeys.data ?? [])
    .map((key) => key.keyword)
    .filter((keyword) => keyword.toLowerCase().includes(needle));
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (title: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(listHref({ title: title.trim() || undefined, categoryId }));
  };
  const pick = (keyword: string) => {
    setText(keyword);
    go(keyword);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      // Round the list: down from the last goes to the first, up from the first (or none) to the last.
      if (event.key === 'ArrowDown') setActive((index) => (index + 1) % count);
      else setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < count) {
      event.preventDefault(); // the highlighted suggestion, not the typed text
      pick(suggestions[active] ?? text);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (Safari < 17, jsdom); the role says the same
    <form className="dm-search" role="search" onSubmit={onSubmit}>
      <div className="dm-search__group">
        <span className="dm-search__category">
          <select
            aria-label={t('search.category')}
            data-testid="search-category"
            value={categoryId ?? 0}
            onChange={(event) => setCategoryId(Number(event.target.value) || undefined)}
          >
            <option value={0}>{t('search.allCategories')}</option>
            {(categories.data ?? []).map((node) => (
              <option key={node.id} value={node.id}>
                {node.name}
              </option>
            ))}
          </select>
          <DownOutlined aria-hidden className="dm-search__caret" />
        </span>
        <span className="dm-search__input">
          <input
            type="search"
            role="combobox"
            aria-label={t('search.label')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={t('search.placeholder')}
            // The catalogue searches titles of up to this length; a longer one would be ignored.
            maxLength={SEARCH_TITLE_MAX}
            data-testid="search-input"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <div
            className={needle === '' ? 'dm-search__list is-grouped' : 'dm-search__list'}
            id={listId}
            role="listbox"
            aria-label={t('search.hot')}
            hidden={!expanded}
          >
            {/* Hot searches under a heading while the box is empty, matching ones as the user types. */}
            {needle === '' && (
              <div role="presentation" className="dm-search__list-title">
                {t('search.hot')}
              </div>
            )}
            {suggestions.map((keyword, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter), as the pattern says
              <div
                key={keyword}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={index === active ? 'dm-search__option is-active' : 'dm-search__option'}
                // Keeps the focus in the box, so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(keyword)}
              >
                {keyword}
              </div>
            ))}
          </div>
        </span>
        <button type="submit" className="dm-search__submit" data-testid="search-submit">
          <SearchOutlined aria-hidden />
          <span className="dm-search__button-text">{t('search.submit')}</span>
        </button>
      </div>
    </form>
  );
}
