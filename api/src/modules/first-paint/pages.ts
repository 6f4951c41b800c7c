import {
  type Banner,
  imageSize,
  type Language,
  type ProductDetail,
  type ProductListItem,
  type ProductSearchQuery,
  type Recommended,
  SEARCH_PARAMS,
  SEARCH_TOTAL_CAP,
  SortIndex,
} from '@dropmall/contract';
import { translate } from '../../http/language';
import { html, type Markup } from './html';
import { firstPaintText } from './texts';

/*
 * The first paint's markup: the app's own elements and class names (web/src/features/mall, shell), so the
 * page looks as the app will draw it, with only what shows before any interaction. Links are real links:
 * without JavaScript the page still leads somewhere.
 */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Prices as the mall shows them: US dollars, two decimals, in every language (web/src/lib/money.ts). */
const price = (value: number) => usd.format(value);
const detailPath = (id: number | string) => `/mall/productDetail?id=${id}`;
/** The cards of the first row: their pictures are fetched at once, the largest paint's among them. */
const FIRST_ROW = 5;

const LOGO = html`<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="var(--dm-brand)"></rect><path d="M9 12h14l-1.3 12.2a2 2 0 0 1-2 1.8h-7.4a2 2 0 0 1-2-1.8z" fill="#fff"></path><path d="M12.5 12V10a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"></path><path d="M16 15.5c-1.6 2.1-2.4 3.6-2.4 4.6a2.4 2.4 0 0 0 4.8 0c0-1-.8-2.5-2.4-4.6z" fill="var(--dm-brand)"></path></svg>`;

type TextKey = keyof typeof firstPaintText;
/** A text of the first paint in the page's language; `n` fills its `{n}`. */
const text = (lang: Language, key: TextKey, n?: number | string) =>
  translate(firstPaintText[key], lang, n === undefined ? undefined : { n });

/** The mall layout around a page: the header without its controls (they come with the app), then the page. */
export function mallFrame(lang: Language, page: Markup): Markup {
  const t = (key: TextKey) => text(lang, key);
  return html`<div class="dm-mall"><header class="dm-mall-header"><div class="dm-mall-header__top"><div class="dm-shell-inner dm-mall-header__top-inner"><span class="dm-mall-header__welcome">${t('welcome')}</span></div></div><div class="dm-shell-inner dm-mall-header__inner"><a href="/" class="dm-mall-header__brand" aria-label="${t('brandHome')}"><span class="dm-logo">${LOGO}<span class="dm-logo__name">${t('brand')}</span></span></a><div class="dm-mall-header__search">${searchForm(lang)}</div></div></header><main class="dm-mall__main">${page}</main></div>`;
}

/** The header's search as a plain form: it searches without the app too (the list reads `title`). */
function searchForm(lang: Language): Markup {
  const t = (key: TextKey) => text(lang, key);
  return html`<form class="dm-search" role="search" action="/mall/list"><div class="dm-search__group"><span class="dm-search__category"><select aria-label="${t('searchCategory')}" name="categoryId"><option value="">${t('allCategories')}</option></select></span><span class="dm-search__input"><input type="search" name="title" aria-label="${t('searchLabel')}" placeholder="${t('searchPlaceholder')}"></span><button type="submit" class="dm-search__submit"><span class="dm-search__button-text">${t('search')}</span></button></div></form>`;
}

const SORTS = [
  ['sortDefault', SortIndex.default],
  ['sortPrice', SortIndex.priceAsc],
  ['sortNewest', SortIndex.newest],
  ['sortDownloads', SortIndex.downloads],
  ['sortPublishes', SortIndex.publishes],
] as const;

/** A list link with these filters, written as the app writes them (listQuery.ts): defaults left out. */
function listHref(filters: ProductSearchQuery, patch: Partial<ProductSearchQuery>): string {
  const next: Record<string, unknown> = { ...filters, ...patch };
  const params = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const value = next[name];
    if (value === undefined || value === '') continue;
    if ((name === 'sortIndex' && value === SortIndex.default) || (name === 'current' && value === 1))
      continue;
    params.set(name, String(value));
  }
  return params.size > 0 ? `/mall/list?${params}` : '/mall/list';
}

/** The list's sort options as links (a new sort starts at page 1), and its total as the app words it. */
function listBar(lang: Language, filters: ProductSearchQuery, total: number): Markup {
  const t = (key: TextKey, n?: number | string) => text(lang, key, n);
  const sortIndex = filters.sortIndex;
  const options = SORTS.map(([label, index]) => {
    const active = index === sortIndex || (index === SortIndex.priceAsc && sortIndex === SortIndex.priceDesc);
    const href = listHref(filters, { sortIndex: index, current: 1 });
    return html`<a href="${href}" class="${active ? 'dm-sort__option is-active' : 'dm-sort__option'}">${t(label)}</a>`;
  });
  const count =
    total >= SEARCH_TOTAL_CAP
      ? t('totalAtLeast', SEARCH_TOTAL_CAP.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en'))
      : t(total === 1 ? 'totalOne' : 'totalOther', total);
  return html`<div class="dm-list__bar"><fieldset class="dm-sort"><legend class="dm-sort__label">${t('sortBy')}</legend>${options}</fieldset><span class="dm-list__total">${count}</span></div>`;
}

function tile(item: { id: number; title: string; price: number; picture: string }): Markup {
  const href = detailPath(item.id);
  return html`<article class="dm-tile"><a href="${href}" class="dm-tile__media" tabindex="-1" aria-hidden="true"><img src="${imageSize(item.picture, 400)}" alt="" loading="lazy" width="400" height="400"></a><div class="dm-tile__body"><a href="${href}" class="dm-tile__title" title="${item.title}">${item.title}</a><div class="dm-tile__price">${price(item.price)}</div></div></article>`;
}

export function homePage(lang: Language, banners: Banner[], recommended: Recommended[]): Markup {
  const t = (key: TextKey, n?: number) => text(lang, key, n);
  const first = banners[0];
  const banner = first
    ? html`<div class="dm-banners__track"><a href="${detailPath(first.parameterJump)}" class="dm-banners__slide is-active"><img src="${first.imgUrl}" alt="${t('bannerAlt', 1)}" width="1600" height="500" fetchpriority="high"></a></div>`
    : '';
  const tiles = recommended.map((r) =>
    tile({ id: r.productId, title: r.title, price: r.price, picture: r.imgUrl }),
  );
  const section =
    recommended.length > 0
      ? html`<section class="dm-section"><div class="dm-section__head"><h2>${t('recommended')}</h2></div><div class="dm-grid dm-grid--6">${tiles}</div></section>`
      : '';
  return html`<div class="dm-shell-inner dm-home"><h1 class="dm-visually-hidden">${t('homeHeading')}</h1><div class="dm-home__hero"><aside class="dm-home__categories"></aside><div class="dm-home__stage"><section class="dm-banners" aria-label="${t('banners')}">${banner}</section></div></div>${section}</div>`;
}

export function listPage(
  lang: Language,
  filters: ProductSearchQuery,
  found: { records: ProductListItem[]; total: number },
): Markup {
  const items = found.records;
  const cards = items.map((item, index) => {
    const href = detailPath(item.id);
    const picture = imageSize(item.imgs[0]?.imgUrl || item.productUrl, 400);
    const eager = index < FIRST_ROW;
    return html`<article class="dm-tile dm-item"><a href="${href}" class="dm-tile__media" tabindex="-1"><img src="${picture}" alt="${item.title}" loading="${eager ? 'eager' : 'lazy'}" ${eager ? html`fetchpriority="high" ` : ''}width="400" height="400"></a><div class="dm-tile__body"><a href="${href}" class="dm-tile__title" title="${item.title}">${item.title}</a><div class="dm-tile__price">${price(item.price)}</div></div></article>`;
  });
  return html`<div class="dm-shell-inner dm-list"><h1 class="dm-visually-hidden">${text(lang, 'products')}</h1>${listBar(lang, filters, found.total)}<div class="dm-grid dm-list__grid">${cards}</div></div>`;
}

export function detailPage(lang: Language, detail: ProductDetail): Markup {
  const t = (key: TextKey) => text(lang, key);
  const pictures = detail.mallProductDetailBannerList.map((img) => img.imgUrl);
  const main = pictures[0] ?? detail.productUrl;
  const gallery = main
    ? html`<img src="${main}" alt="${detail.title}" width="800" height="800" fetchpriority="high">`
    : '';
  return html`<div class="dm-shell-inner dm-detail"><nav class="dm-detail__crumbs" aria-label="${t('crumbs')}"><ol><li><a href="/">${t('home')}</a></li><li><a href="/mall/list">${t('products')}</a></li><li aria-current="page">${detail.title}</li></ol></nav><div class="dm-detail__top"><div class="dm-gallery"><div class="dm-gallery__main">${gallery}</div></div><div class="dm-summary"><h1 class="dm-summary__title">${detail.title}</h1><div class="dm-pricebox"><span class="dm-pricebox__label">${t('price')}</span><span class="dm-pricebox__price">${price(detail.price)}</span></div></div></div></div>`;
}
