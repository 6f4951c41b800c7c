import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script
import { checkBudgets } from './size-budget.mjs';

const chunk = (
  file: string,
  source: string | null,
  imports: string[],
  kb: number,
  modules: string[] = [],
) => ({
  file,
  source,
  imports,
  modules,
  gzipBytes: kb * 1024,
});

const shell = [
  chunk('index.js', 'index.html', ['react.js'], 100),
  chunk('react.js', null, [], 50),
  chunk('mall.js', 'src/app/layouts/MallLayout.tsx', ['react.js'], 10),
  chunk('en.js', 'src/locales/en.json', [], 20),
];
const pages = [
  chunk('home.js', 'src/features/mall/home/HomePage.tsx', ['react.js', 'carousel.js'], 15),
  chunk('carousel.js', null, [], 5),
  chunk('list.js', 'src/features/mall/list/ListPage.tsx', ['charts.js'], 5),
  chunk('charts.js', null, [], 100, ['../node_modules/echarts/lib/echarts.js']),
  chunk('detail.js', 'src/features/mall/detail/DetailPage.tsx', [], 5),
  // A lazy dialog is not imported statically: it is not counted.
  chunk('dialog.js', 'src/features/mall/detail/ShippingDialog.tsx', ['react.js'], 500),
];

describe('the storefront size budget', () => {
  it('counts the entry, the mall layout, one language and the page with their static imports, once each', () => {
    const rows = checkBudgets({ chunks: [...shell, ...pages] }, { '/': 250, '/mall/productDetail': 250 });
    expect(rows).toEqual([
      { page: '/', kb: 200, budgetKb: 250, files: 6, forbidden: [] },
      { page: '/mall/productDetail', kb: 185, budgetKb: 250, files: 5, forbidden: [] },
    ]);
  });

  it('names the back-office code a mall page would load', () => {
    const [row] = checkBudgets({ chunks: [...shell, ...pages] }, { '/mall/list': 250 });
    expect(row.kb).toBe(285);
    expect(row.forbidden).toEqual(['../node_modules/echarts/lib/echarts.js']);
  });

  it('names zod when a mall page would load it up front', () => {
    const withZod = [
      ...shell,
      ...pages.filter((c) => c.file !== 'detail.js'),
      chunk('detail.js', 'src/features/mall/detail/DetailPage.tsx', ['ids.js'], 5),
      chunk('ids.js', null, [], 25, ['../contract/src/ids.ts', '../node_modules/zod/v4/core/schemas.js']),
    ];
    const [row] = checkBudgets({ chunks: withZod }, { '/mall/productDetail': 250 });
    expect(row.forbidden).toEqual(['../node_modules/zod/v4/core/schemas.js']);
  });

  it('fails loudly when a page has no chunk (a renamed page must update the check)', () => {
    expect(() => checkBudgets({ chunks: shell }, { '/': 250 })).toThrow(/HomePage/);
  });
});
