import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { SEARCH_SKU_MAX } from '@dropmall/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SkuSearchProps {
  /** The SKU the list searches for now (the list remounts this when it changes). */
  initial?: string;
  /** The trimmed SKU, or undefined for none. */
  onSearch: (sku: string | undefined) => void;
}

/**
 * The exact-SKU box of the list's filters: a search input with a clear button and a search button, drawn
 * like antd's Input.Search (list.css) without antd's Input on the first load. Enter or the button searches;
 * clearing searches without a SKU, as Input.Search's clear did.
 */
export function SkuSearch({ initial = '', onSearch }: SkuSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const search = (value: string) => onSearch(value.trim() || undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  return (
    <form className="dm-filters__sku dm-sku" onSubmit={onSubmit}>
      <span className="dm-sku__box">
        <input
          type="search"
          value={text}
          maxLength={SEARCH_SKU_MAX}
          placeholder={t('list.skuPlaceholder')}
          aria-label={t('list.sku')}
          onChange={(event) => setText(event.target.value)}
        />
        {text && (
          <button
            type="button"
            className="dm-sku__clear"
            aria-label={t('list.clearSku')}
            onClick={() => {
              setText('');
              search('');
            }}
          >
            <CloseCircleFilled aria-hidden />
          </button>
        )}
      </span>
      <button type="submit" className="dm-sku__go" aria-label={t('list.searchSku')}>
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
