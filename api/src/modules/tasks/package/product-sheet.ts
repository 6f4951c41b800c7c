import type { PackageProduct } from '../../catalog/package-products';
import type { Sheet } from '../sheets';
import type { AbsoluteUrl } from './csv';
import { variantSku } from './shopify';

/** The package's spreadsheet: a sheet of products and a sheet of every variant. */
export function productSheets(products: PackageProduct[], absolute: AbsoluteUrl): Sheet[] {
  return [
    {
      name: 'Products',
      columns: [
        { header: 'Product ID', key: 'id', width: 12 },
        { header: 'Title', key: 'title', width: 40 },
        { header: 'SKU', key: 'sku' },
        { header: 'Brand', key: 'brand' },
        { header: 'Price', key: 'price', width: 10 },
        { header: 'Compare-at price', key: 'underlinedPrice', width: 10 },
        { header: 'Categories', key: 'categories', width: 36 },
        { header: 'Tags', key: 'tags', width: 24 },
        { header: 'Weight (g)', key: 'weightGrams', width: 10 },
        { header: 'Source', key: 'source' },
        { header: 'Attributes', key: 'attributes', width: 24 },
        { header: 'Variants', key: 'variants', width: 10 },
        { header: 'Display image', key: 'productUrl', width: 40 },
        { header: 'Carousel images', key: 'carousel', width: 40 },
        { header: 'Detail images', key: 'details', width: 40 },
      ],
      rows: products.map((p) => ({
        id: p.id,
        title: p.title,
        sku: p.sku,
        brand: p.brand,
        price: p.price,
        underlinedPrice: p.underlinedPrice ?? '',
        categories: p.categories.join(' > '),
        tags: p.tags.join(', '),
        weightGrams: p.weightGrams,
        source: p.source,
        attributes: p.optionNames.join(', '),
        variants: p.variants.length,
        productUrl: p.productUrl ? absolute(p.productUrl) : '',
        carousel: p.carousel.map(absolute).join('\n'),
        details: p.details.map(absolute).join('\n'),
      })),
    },
    {
      name: 'Variants',
      columns: [
        { header: 'Product ID', key: 'productId', width: 12 },
        { header: 'Product title', key: 'title', width: 40 },
        { header: 'Variant ID', key: 'id', width: 12 },
        { header: 'SKU', key: 'sku' },
        { header: 'Attributes', key: 'attributes', width: 36 },
        { header: 'Price', key: 'price', width: 10 },
        { header: 'Stock', key: 'stock', width: 10 },
        { header: 'Variant image', key: 'image', width: 40 },
      ],
      rows: products.flatMap((p) =>
        p.variants.map((v, i) => ({
          productId: p.id,
          title: p.title,
          id: v.id,
          sku: variantSku(p, i),
          attributes: p.optionNames.map((name, n) => `${name}: ${v.options[n] ?? ''}`).join('; '),
          price: v.price,
          stock: v.stock,
          image: v.image ? absolute(v.image) : '',
        })),
      ),
    },
  ];
}
