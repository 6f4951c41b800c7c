import type { PackageProduct } from '../../catalog/package-products';
import type { AbsoluteUrl } from './csv';
import { money } from './csv';
import { productImages, variantSku } from './shopify';

/**
 * WooCommerce's product CSV (its built-in importer's column names): a product without attributes is one
 * 'simple' row; otherwise a 'variable' parent row listing every value of each attribute, then one
 * 'variation' row per variant naming its parent by SKU and its own value of each attribute. WooCommerce
 * has no limit on attributes, so all are kept.
 */
const BASE_HEADER = [
  'Type',
  'SKU',
  'Name',
  'Published',
  'Is featured?',
  'Visibility in catalog',
  'Short description',
  'Description',
  'Tax status',
  'In stock?',
  'Stock',
  'Weight (kg)',
  'Length (cm)',
  'Width (cm)',
  'Height (cm)',
  'Sale price',
  'Regular price',
  'Categories',
  'Tags',
  'Images',
  'Parent',
  'Position',
] as const;

const attributeColumns = (n: number) => [
  `Attribute ${n} name`,
  `Attribute ${n} value(s)`,
  `Attribute ${n} visible`,
  `Attribute ${n} global`,
];

/** The header for a file whose products have at most `attributes` attributes (at least one set of columns). */
export function wooHeader(attributes: number): string[] {
  const sets = Math.max(1, attributes);
  return [...BASE_HEADER, ...Array.from({ length: sets }, (_, i) => attributeColumns(i + 1)).flat()];
}

/** Attribute values are listed with ', ' in WooCommerce; a comma inside one value would split it. */
const value = (text: string) => text.replace(/,/g, ' ');

export function wooRows(product: PackageProduct, absolute: AbsoluteUrl, attributes: number): string[][] {
  const header = wooHeader(attributes);
  const sku = product.sku;
  const kg = (product.weightGrams / 1000).toString();
  const published = product.onShelf ? '1' : '0';
  const build = (fields: Record<string, string | number>) => header.map((c) => String(fields[c] ?? ''));
  const common = {
    Name: product.title,
    Published: published,
    'Is featured?': '0',
    'Visibility in catalog': 'visible',
    'Tax status': 'taxable',
    'Weight (kg)': kg,
    // The product's box; every variation ships in the same one.
    'Length (cm)': product.lengthCm ?? '',
    'Width (cm)': product.widthCm ?? '',
    'Height (cm)': product.heightCm ?? '',
  };
  const shared = {
    ...common,
    Description: product.description,
    'Short description': '',
    Categories: product.categories.join(' > '),
    Tags: product.tags.join(', '),
    Images: productImages(product).map(absolute).join(', '),
  };
  const only = product.variants[0];
  if (product.optionNames.length === 0 && only) {
    return [
      build({
        ...shared,
        Type: 'simple',
        SKU: sku,
        'In stock?': only.stock > 0 ? '1' : '0',
        Stock: only.stock,
        'Regular price': money(only.price),
      }),
    ];
  }
  const parent: Record<string, string | number> = {
    ...shared,
    Type: 'variable',
    SKU: sku,
    'In stock?': product.variants.some((v) => v.stock > 0) ? '1' : '0',
  };
  product.optionNames.forEach((name, i) => {
    const values = [...new Set(product.variants.map((v) => value(v.options[i] ?? '')))];
    Object.assign(parent, {
      [`Attribute ${i + 1} name`]: name,
      [`Attribute ${i + 1} value(s)`]: values.join(', '),
      [`Attribute ${i + 1} visible`]: '1',
      [`Attribute ${i + 1} global`]: '0',
    });
  });
  const variations = product.variants.map((variant, index) => {
    const row: Record<string, string | number> = {
      ...common,
      Name: `${product.title} - ${variant.options.join(', ')}`,
      Type: 'variation',
      SKU: variantSku(product, index),
      'In stock?': variant.stock > 0 ? '1' : '0',
      Stock: variant.stock,
      'Regular price': money(variant.price),
      Images: variant.image ? absolute(variant.image) : '',
      Parent: sku,
      Position: index + 1,
    };
    product.optionNames.forEach((name, i) => {
      row[`Attribute ${i + 1} name`] = name;
      row[`Attribute ${i + 1} value(s)`] = value(variant.options[i] ?? '');
      row[`Attribute ${i + 1} global`] = '0';
    });
    return build(row);
  });
  return [build(parent), ...variations];
}
