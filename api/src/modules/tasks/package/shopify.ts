import type { PackageProduct } from '../../catalog/package-products';
import type { AbsoluteUrl } from './csv';
import { handleOf, money } from './csv';

/**
 * Shopify's product import CSV (the current template's names, a subset in its order): one row per variant
 * sharing the URL handle, the product's fields on the first row only, and every further product image on
 * a row of its own (handle, image URL, position). Unknown columns are left out; Shopify takes the rest as
 * blank.
 */
export const SHOPIFY_HEADER = [
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
  'Barcode',
  'Option1 name',
  'Option1 value',
  'Option2 name',
  'Option2 value',
  'Option3 name',
  'Option3 value',
  'Price',
  'Compare-at price',
  'Cost per item',
  'Charge tax',
  'Inventory tracker',
  'Inventory quantity',
  'Continue selling when out of stock',
  'Weight value (grams)',
  'Weight unit for display',
  'Requires shipping',
  'Fulfillment service',
  'Product image URL',
  'Image position',
  'Image alt text',
  'Variant image URL',
  'Gift card',
  'SEO title',
  'SEO description',
] as const;

type Column = (typeof SHOPIFY_HEADER)[number];
type Row = Partial<Record<Column, string | number>>;

/** Shopify takes at most three options per product. */
export const SHOPIFY_MAX_OPTIONS = 3;
/** How the attributes past the second are joined into the third option, in names and values alike. */
export const FOLD_SEPARATOR = ' / ';

/**
 * The option names and each variant's values as Shopify sees them. No attribute: the single variant is
 * Option1 'Title' / 'Default Title'. More than three: the first two stay, the rest are folded into Option3
 * ('Material / Style' = 'Cotton / Slim'), which keeps every variant distinct.
 */
export function shopifyOptions(product: PackageProduct): { names: string[]; values: string[][] } {
  const names = product.optionNames;
  if (names.length === 0) return { names: ['Title'], values: product.variants.map(() => ['Default Title']) };
  const fold = (list: string[]) =>
    list.length <= SHOPIFY_MAX_OPTIONS
      ? list
      : [...list.slice(0, SHOPIFY_MAX_OPTIONS - 1), list.slice(SHOPIFY_MAX_OPTIONS - 1).join(FOLD_SEPARATOR)];
  return {
    names: fold(names),
    values: product.variants.map((v) => fold(names.map((_, i) => v.options[i] ?? ''))),
  };
}

/** A variant's SKU: its article number, else the product SKU and the variant id. */
export const variantSku = (product: PackageProduct, index: number) => {
  const variant = product.variants[index];
  return variant?.articleNumber || `${product.sku}-${variant?.id ?? index + 1}`;
};

/** The product's own pictures in store order: the carousel, else the display image. */
export const productImages = (product: PackageProduct) =>
  product.carousel.length > 0 ? product.carousel : product.productUrl ? [product.productUrl] : [];

export function shopifyRows(product: PackageProduct, absolute: AbsoluteUrl): string[][] {
  const handle = handleOf(product.title, product.id);
  const { names, values } = shopifyOptions(product);
  const images = productImages(product).map(absolute);
  const rows: Row[] = product.variants.map((variant, i) => {
    const row: Row = {
      'URL handle': handle,
      SKU: variantSku(product, i),
      Price: money(variant.price),
      'Compare-at price': money(product.underlinedPrice),
      'Cost per item': money(variant.price),
      'Charge tax': 'TRUE',
      'Inventory tracker': 'shopify',
      'Inventory quantity': variant.stock,
      'Continue selling when out of stock': 'DENY',
      'Weight value (grams)': product.weightGrams,
      'Weight unit for display': 'g',
      'Requires shipping': 'TRUE',
      'Fulfillment service': 'manual',
      'Variant image URL': variant.image ? absolute(variant.image) : '',
    };
    (values[i] ?? []).forEach((value, n) => {
      row[`Option${n + 1} value` as Column] = value;
    });
    return row;
  });
  const first = rows[0];
  if (first) {
    Object.assign(first, {
      Title: product.title,
      Description: product.description,
      Vendor: product.brand || product.source,
      Type: product.categories.at(-1) ?? '',
      Tags: product.tags.join(', '),
      'Published on online store': product.onShelf ? 'TRUE' : 'FALSE',
      Status: product.onShelf ? 'Active' : 'Draft',
      'Gift card': 'FALSE',
      'SEO title': product.title,
    } satisfies Row);
    names.forEach((name, n) => {
      first[`Option${n + 1} name` as Column] = name;
    });
  }
  images.forEach((url, i) => {
    let row = rows[i];
    if (!row) {
      row = { 'URL handle': handle };
      rows.push(row);
    }
    row['Product image URL'] = url;
    row['Image position'] = i + 1;
    row['Image alt text'] = product.title;
  });
  return rows.map((row) => SHOPIFY_HEADER.map((column) => String(row[column] ?? '')));
}
