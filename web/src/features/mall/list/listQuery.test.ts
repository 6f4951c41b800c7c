import { LIST_PAGE_SIZE, SortIndex } from '@dropmall/contract';
import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  categoryPatch,
  categoryPath,
  listHref,
  nextPriceSort,
  parseListFilters,
  searchParamsOf,
  serializeListFilters,
} from './listQuery';

const parse = (query: string) => parseListFilters(new URLSearchParams(query));

describe('list URL <-> filters', () => {
  it('reads ?page=N typed in the address bar as the page, the canonical current first (issue 37)', () => {
    expect(parse('page=3').current).toBe(3);
    expect(parse('title=hoodie&page=2')).toEqual(expect.objectContaining({ title: 'hoodie', current: 2 }));
    expect(parse('current=4&page=2').current).toBe(4);
    expect(parse('page=abc').current).toBe(1);
    expect(parse('page=0').current).toBe(1);
    // The app writes its own links with `current`.
    expect(serializeListFilters(parse('page=3')).toString()).toBe('current=3');
  });

  it('reads every parameter of spec 000 §2 and the page', () => {
    expect(
      parse(
        'categoryId=1&category2Id=2&category3Id=3&title=hoodie&sku=DM0000011&tagId=4&warehouse=1&newest=7&sortIndex=2&current=3',
      ),
    ).toEqual({
      categoryId: 1,
      category2Id: 2,
      category3Id: 3,
      title: 'hoodie',
      sku: 'DM0000011',
      tagId: 4,
      warehouse: 1,
      newest: 7,
      sortIndex: 2,
      current: 3,
    });
  });

  it('defaults to the default sort on page 1 with no filter', () => {
    expect(parse('')).toEqual({ sortIndex: SortIndex.default, current: 1 });
  });

  it('drops values a hand-edited link cannot mean, keeping the rest', () => {
    expect(
      parse('categoryId=abc&tagId=-2&newest=4&sortIndex=9&current=0&warehouse=1.5&title=%20%20&sku=x'),
    ).toEqual({ sortIndex: 0, current: 1, sku: 'x' });
    expect(parse(`title=${'a'.repeat(101)}`).title).toBeUndefined();
  });

  it('accepts every newest window of spec 000 §9 and nothing else', () => {
    for (const days of [2, 3, 5, 7, 30]) expect(parse(`newest=${days}`).newest).toBe(days);
    expect(parse('newest=10').newest).toBeUndefined();
  });

  it('writes only what differs from the defaults, in a stable order', () => {
    expect(serializeListFilters({ sortIndex: 0, current: 1 }).toString()).toBe('');
    expect(
      serializeListFilters({
        sortIndex: 1,
        current: 2,
        title: 'yoga mat',
        tagId: 3,
        categoryId: 5,
      }).toString(),
    ).toBe('categoryId=5&title=yoga+mat&tagId=3&sortIndex=1&current=2');
  });

  it('round-trips every parameter', () => {
    const query =
      'categoryId=1&category2Id=2&category3Id=3&title=led+lamp&sku=DM1&tagId=4&warehouse=1&newest=30&sortIndex=5&current=7';
    expect(serializeListFilters(parse(query)).toString()).toBe(query);
  });

  it('starts again at page 1 on any change but a page change', () => {
    const onPage4 = parse('tagId=2&current=4');
    expect(applyFilters(onPage4, { sortIndex: 3 })).toEqual({ tagId: 2, sortIndex: 3, current: 1 });
    expect(applyFilters(onPage4, { current: 5 })).toEqual({ tagId: 2, sortIndex: 0, current: 5 });
    expect(applyFilters(onPage4, { tagId: undefined })).toEqual({ sortIndex: 0, current: 1 });
  });

  it('toggles the price sort: ascending first, then descending, then ascending', () => {
    expect(nextPriceSort(SortIndex.default)).toBe(SortIndex.priceAsc);
    expect(nextPriceSort(SortIndex.newest)).toBe(SortIndex.priceAsc);
    expect(nextPriceSort(SortIndex.priceAsc)).toBe(SortIndex.priceDesc);
    expect(nextPriceSort(SortIndex.priceDesc)).toBe(SortIndex.priceAsc);
  });

  it('maps the cascader path to the three category ids and back', () => {
    expect(categoryPatch([1, 2, 3])).toEqual({ categoryId: 1, category2Id: 2, category3Id: 3 });
    expect(categoryPatch([1])).toEqual({ categoryId: 1, category2Id: undefined, category3Id: undefined });
    expect(categoryPatch(undefined)).toEqual({});
    expect(categoryPath(parse('categoryId=1&category2Id=2'))).toEqual([1, 2]);
    // A second level without its first cannot be shown in the cascader.
    expect(categoryPath(parse('category2Id=2'))).toEqual([]);
    const cleared = applyFilters(parse('categoryId=1&category2Id=2&category3Id=3'), categoryPatch([]));
    expect(serializeListFilters(cleared).toString()).toBe('');
  });

  it('asks the API for a page of 50 with the filters', () => {
    expect(searchParamsOf(parse('tagId=3&current=2'))).toEqual({
      tagId: 3,
      sortIndex: 0,
      current: 2,
      size: LIST_PAGE_SIZE,
    });
  });

  it('builds list links', () => {
    expect(listHref({})).toBe('/mall/list');
    expect(listHref({ tagId: 3 })).toBe('/mall/list?tagId=3');
    expect(listHref({ categoryId: 1, title: 'earbuds' })).toBe('/mall/list?categoryId=1&title=earbuds');
  });
});
