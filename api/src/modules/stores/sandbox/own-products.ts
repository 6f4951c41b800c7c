import { ONLINE_STORE } from './graphql/root-fields';

/** A store's own variant as its owner adds it (not from Dropmall). */
export interface OwnVariant {
  sku: string;
  barcode: string;
  price: string;
  /** The option values (Size: M); none for a product without choices. */
  options: string[];
}

/**
 * A product the shop owner adds in the shop's own admin (Shopify: Products > Add product), as the REST
 * Admin API answers it: on the Online Store, its variants with SKU, barcode and price. Variant ids are the
 * product's id times 10,000 plus their position (as product-set.ts gives them), unique in the shop.
 */
export function ownProductBody(
  id: number,
  p: { title: string; optionName?: string; variants: OwnVariant[]; picture?: string },
): Record<string, unknown> {
  const at = new Date().toISOString();
  const named = p.variants.some((v) => v.options.length > 0);
  const images = p.picture ? [{ id: id * 1000 + 1, product_id: id, position: 1, src: p.picture }] : [];
  return {
    id,
    title: p.title,
    body_html: '',
    vendor: '',
    handle: `own-${id}`,
    status: 'active',
    tags: '',
    created_at: at,
    updated_at: at,
    variants: p.variants.map((v, i) => ({
      id: id * 10_000 + i + 1,
      product_id: id,
      title: v.options.join(' / ') || 'Default Title',
      price: v.price,
      sku: v.sku,
      barcode: v.barcode || null,
      position: i + 1,
      option1: v.options[0] ?? (named ? null : 'Default Title'),
      option2: v.options[1] ?? null,
      option3: v.options[2] ?? null,
    })),
    options: [
      {
        id: id * 10 + 1,
        product_id: id,
        name: named ? (p.optionName ?? 'Option') : 'Title',
        position: 1,
        values: named ? p.variants.map((v) => v.options[0] ?? '') : ['Default Title'],
      },
    ],
    images,
    image: images[0] ?? null,
    publications: [ONLINE_STORE],
  };
}
