import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from '../../../../test/support/csv';
import type { PackageProduct } from '../../catalog/package-products';
import { csvDocument } from './csv';
import { FOLD_SEPARATOR, SHOPIFY_HEADER, shopifyRows } from './shopify';
import { wooHeader, wooRows } from './woocommerce';

const absolute = (url: string) => `https://shop.example${url}`;

function product(
  optionNames: string[],
  combos: string[][],
  extra: Partial<PackageProduct> = {},
): PackageProduct {
  return {
    id: 42,
    title: 'Linen Shirt, "Classic"',
    sku: 'DM-42',
    brand: 'Acme',
    description: '<p>Soft, cool linen.</p>',
    price: 12.5,
    underlinedPrice: 20,
    source: 'dropmall',
    weightGrams: 250,
    lengthCm: 30,
    widthCm: 22.5,
    heightCm: 4,
    declareNameZh: '衬衫',
    declareNameEn: 'Shirt',
    originCountryCode: 'CN',
    hsCode: '620520',
    freightPrice: 0,
    sendDays: 3,
    onShelf: true,
    categories: ['Clothing', 'Men', 'Shirts'],
    tags: ['New', 'Summer'],
    productUrl: '/uploads/p/42.jpg',
    carousel: ['/uploads/p/42-1.jpg', '/uploads/p/42-2.jpg', '/uploads/p/42-3.jpg'],
    details: ['/uploads/p/42-d1.jpg'],
    optionNames,
    variants: combos.map((options, i) => ({
      id: 100 + i,
      image: `/uploads/p/42-v${i}.jpg`,
      options,
      price: 12.5 + i,
      articleNumber: `DM-42-${i + 1}`,
      stock: 10 * i,
    })),
    ...extra,
  };
}

const shopify = (p: PackageProduct) => csvRecords(csvDocument(SHOPIFY_HEADER, shopifyRows(p, absolute)));
const woo = (p: PackageProduct) => {
  const n = p.optionNames.length;
  return csvRecords(csvDocument(wooHeader(n), wooRows(p, absolute, n)));
};

describe('Shopify product CSV', () => {
  it('has the current template header names, in order', () => {
    const text = csvDocument(SHOPIFY_HEADER, []);
    expect(parseCsv(text)[0]?.slice(0, 10)).toEqual([
      'Title',
      'URL handle',
      'Description',
      'Vendor',
      'Product category',
      'Type',
      'Tags',
      'Published on online store',
      'Status',
      'SKU',
    ]);
    for (const name of [
      'Option1 name',
      'Option1 value',
      'Option3 value',
      'Price',
      'Compare-at price',
      'Cost per item',
      'Inventory quantity',
      'Product image URL',
      'Image position',
      'Variant image URL',
    ])
      expect(SHOPIFY_HEADER).toContain(name);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes a product without attributes as one Default Title variant, extra images on rows of their own', () => {
    const rows = shopify(product([], [[]]));
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows;
    expect(first).toMatchObject({
      Title: 'Linen Shirt, "Classic"',
      'URL handle': 'linen-shirt-classic-42',
      Description: '<p>Soft, cool linen.</p>',
      Vendor: 'Acme',
      Type: 'Shirts',
      Tags: 'New, Summer',
      'Published on online store': 'TRUE',
      Status: 'Active',
      SKU: 'DM-42-1',
      'Option1 name': 'Title',
      'Option1 value': 'Default Title',
      Price: '12.50',
      'Compare-at price': '20.00',
      'Inventory quantity': '0',
      'Product image URL': 'https://shop.example/uploads/p/42-1.jpg',
      'Image position': '1',
      'Variant image URL': 'https://shop.example/uploads/p/42-v0.jpg',
    });
    // Image-only rows: the handle, the picture and its position, nothing that would make a variant.
    expect(second).toMatchObject({ 'URL handle': 'linen-shirt-classic-42', Title: '', SKU: '', Price: '' });
    expect(second?.['Product image URL']).toBe('https://shop.example/uploads/p/42-2.jpg');
    expect(third?.['Image position']).toBe('3');
  });

  it('writes one attribute as Option1, one row per variant sharing the handle', () => {
    const rows = shopify(product(['Colour'], [['Red'], ['Blue'], ['Green'], ['White']]));
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r['URL handle'])).toEqual(Array(4).fill('linen-shirt-classic-42'));
    expect(rows.map((r) => r['Option1 value'])).toEqual(['Red', 'Blue', 'Green', 'White']);
    expect(rows[0]?.['Option1 name']).toBe('Colour');
    expect(rows[1]?.['Option1 name']).toBe('');
    expect(rows[1]?.Title).toBe('');
    expect(rows.map((r) => r.SKU)).toEqual(['DM-42-1', 'DM-42-2', 'DM-42-3', 'DM-42-4']);
    expect(rows[3]?.Price).toBe('15.50');
    // Three carousel pictures on the first three variant rows: no extra rows needed.
    expect(rows.map((r) => r['Image position'])).toEqual(['1', '2', '3', '']);
  });

  it('writes two attributes as Option1 and Option2', () => {
    const rows = shopify(
      product(
        ['Colour', 'Size'],
        [
          ['Red', 'S'],
          ['Red', 'M'],
        ],
      ),
    );
    expect(rows.filter((r) => r.SKU !== '')).toHaveLength(2);
    expect(rows[0]).toMatchObject({ 'Option1 name': 'Colour', 'Option2 name': 'Size', 'Option3 name': '' });
    expect(rows.map((r) => [r['Option1 value'], r['Option2 value']])).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['', ''],
    ]);
  });

  it('folds a fourth attribute into Option3, keeping every variant distinct', () => {
    const combos = [
      ['Red', 'S', 'Cotton', 'Slim'],
      ['Red', 'S', 'Cotton', 'Loose'],
      ['Red', 'S', 'Linen', 'Slim'],
    ];
    const rows = shopify(product(['Colour', 'Size', 'Material', 'Fit'], combos));
    expect(rows[0]).toMatchObject({
      'Option1 name': 'Colour',
      'Option2 name': 'Size',
      'Option3 name': `Material${FOLD_SEPARATOR}Fit`,
    });
    const values = rows.map((r) => [r['Option1 value'], r['Option2 value'], r['Option3 value']].join('|'));
    expect(values).toEqual(['Red|S|Cotton / Slim', 'Red|S|Cotton / Loose', 'Red|S|Linen / Slim']);
    expect(new Set(values).size).toBe(3);
    expect(Object.keys(rows[0] ?? {})).not.toContain('Option4 name');
  });
});

describe('weight and dimensions in the store CSVs', () => {
  it('gives every Shopify variant row the weight in grams, image-only rows none', () => {
    const rows = shopify(product(['Colour'], [['Red'], ['Blue']], { weightGrams: 1250 }));
    expect(rows.map((r) => [r.SKU, r['Weight value (grams)'], r['Weight unit for display']])).toEqual([
      ['DM-42-1', '1250', 'g'],
      ['DM-42-2', '1250', 'g'],
      ['', '', ''],
    ]);
  });

  it('gives WooCommerce the weight in kg and the box in cm, on the parent and each variation', () => {
    const header = wooHeader(1);
    const weight = header.indexOf('Weight (kg)');
    expect(header.slice(weight, weight + 4)).toEqual([
      'Weight (kg)',
      'Length (cm)',
      'Width (cm)',
      'Height (cm)',
    ]);
    const rows = woo(product(['Colour'], [['Red'], ['Blue']], { weightGrams: 1250 }));
    for (const row of rows)
      expect(row).toMatchObject({
        'Weight (kg)': '1.25',
        'Length (cm)': '30',
        'Width (cm)': '22.5',
        'Height (cm)': '4',
      });
    const simple = woo(product([], [[]], { weightGrams: 80, lengthCm: null, widthCm: null, heightCm: null }));
    expect(simple[0]).toMatchObject({ 'Weight (kg)': '0.08', 'Length (cm)': '', 'Height (cm)': '' });
  });
});

describe('WooCommerce product CSV', () => {
  it('writes a product without attributes as one simple product', () => {
    const rows = woo(product([], [[]]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Type: 'simple',
      SKU: 'DM-42',
      Name: 'Linen Shirt, "Classic"',
      Published: '1',
      'Regular price': '12.50',
      Categories: 'Clothing > Men > Shirts',
      Tags: 'New, Summer',
      'Attribute 1 name': '',
    });
    expect(rows[0]?.Images?.split(', ')).toHaveLength(3);
  });

  it('writes one attribute as a variable parent and one variation per variant', () => {
    const rows = woo(product(['Colour'], [['Red'], ['Blue']]));
    expect(rows.map((r) => r.Type)).toEqual(['variable', 'variation', 'variation']);
    expect(rows[0]).toMatchObject({
      SKU: 'DM-42',
      'Attribute 1 name': 'Colour',
      'Attribute 1 value(s)': 'Red, Blue',
      'Attribute 1 visible': '1',
      'Attribute 1 global': '0',
      Parent: '',
    });
    expect(rows[1]).toMatchObject({
      SKU: 'DM-42-1',
      Parent: 'DM-42',
      'Attribute 1 name': 'Colour',
      'Attribute 1 value(s)': 'Red',
      'Regular price': '12.50',
      Images: 'https://shop.example/uploads/p/42-v0.jpg',
    });
  });

  it('keeps two and four attributes as they are, each in its own columns', () => {
    const two = woo(
      product(
        ['Colour', 'Size'],
        [
          ['Red', 'S'],
          ['Blue', 'M'],
        ],
      ),
    );
    expect(two[0]).toMatchObject({ 'Attribute 2 name': 'Size', 'Attribute 2 value(s)': 'S, M' });
    expect(two[2]).toMatchObject({ 'Attribute 1 value(s)': 'Blue', 'Attribute 2 value(s)': 'M' });

    const four = woo(
      product(
        ['Colour', 'Size', 'Material', 'Fit'],
        [
          ['Red', 'S', 'Cotton', 'Slim'],
          ['Red', 'S', 'Cotton', 'Loose'],
        ],
      ),
    );
    const header = Object.keys(four[0] ?? {});
    expect(header).toContain('Attribute 4 name');
    expect(header).not.toContain('Attribute 5 name');
    expect(four[0]).toMatchObject({
      'Attribute 3 value(s)': 'Cotton',
      'Attribute 4 value(s)': 'Slim, Loose',
    });
    expect(four[2]).toMatchObject({
      'Attribute 4 name': 'Fit',
      'Attribute 4 value(s)': 'Loose',
      Parent: 'DM-42',
    });
  });
});
