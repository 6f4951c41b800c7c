/**
 * The sandbox store's productSet: a ProductSetInput turned into the product it keeps (the REST-shaped JSON of
 * sandbox/resources.ts), with the refusals Shopify answers as user errors: more than 2,048 variants, more than
 * three options, a blank or repeated option value, two variants with the
 * same options, a variant naming an option the product does not have.
 */
type Body = Record<string, unknown>;
export interface SetInput {
  handle?: string | null;
  title?: string | null;
  descriptionHtml?: string | null;
  vendor?: string | null;
  tags?: string[] | null;
  status?: string | null;
  productOptions?: { name?: string | null; values?: { name?: string | null }[] | null }[] | null;
  variants?:
    | {
        id?: string | null;
        optionValues?: { optionName?: string | null; name?: string | null }[] | null;
        price?: string | null;
        sku?: string | null;
      }[]
    | null;
  files?: { originalSource?: string | null }[] | null;
}
export interface UserError {
  code: string;
  field: string[];
  message: string;
}

export const VARIANT_LIMIT = 2048;
/** The sandbox's two locations: variants are stocked at one or the other, so an order can split in two. */
export const LOCATIONS = [
  { id: 1, name: 'Shop location' },
  { id: 2, name: 'Warehouse' },
] as const;

const numeric = (gid: string | null | undefined) => Number(/\/(\d+)$/.exec(gid ?? '')?.[1] ?? Number.NaN);
const error = (code: string, field: string[], message: string): UserError => ({ code, field, message });

export function productFromSet(
  id: number,
  input: SetInput,
  previous: Body | null,
): { body: Body } | { userErrors: UserError[] } {
  const variantsIn = input.variants ?? [];
  const optionsIn = input.productOptions ?? [];
  if (variantsIn.length > VARIANT_LIMIT)
    return {
      userErrors: [
        error(
          'VARIANTS_OVER_LIMIT',
          ['input', 'variants'],
          `Product variants exceed the limit of ${VARIANT_LIMIT}.`,
        ),
      ],
    };
  if (optionsIn.length > 3)
    return { userErrors: [error('OPTIONS_OVER_LIMIT', ['input', 'productOptions'], 'Options over limit.')] };
  if (variantsIn.length > 0 && optionsIn.length === 0)
    return {
      userErrors: [
        error(
          'PRODUCT_OPTIONS_INPUT_MISSING',
          ['input', 'productOptions'],
          'Product options input is missing.',
        ),
      ],
    };
  const names = optionsIn.map((o) => (o.name ?? '').trim());
  for (const [i, option] of optionsIn.entries()) {
    const values = (option.values ?? []).map((v) => (v.name ?? '').trim());
    if (!names[i])
      return {
        userErrors: [
          error(
            'INVALID_INPUT',
            ['input', 'productOptions', String(i), 'name'],
            "Option name can't be blank.",
          ),
        ],
      };
    if (values.some((v) => v === ''))
      return {
        userErrors: [
          error(
            'INVALID_INPUT',
            ['input', 'productOptions', String(i), 'values'],
            "Option value name can't be blank.",
          ),
        ],
      };
    if (new Set(values).size !== values.length)
      return {
        userErrors: [
          error(
            'DUPLICATED_OPTION_VALUE',
            ['input', 'productOptions', String(i), 'values'],
            'Duplicated option value.',
          ),
        ],
      };
  }
  if (new Set(names).size !== names.length)
    return {
      userErrors: [error('DUPLICATED_OPTION_NAME', ['input', 'productOptions'], 'Duplicated option name.')],
    };
  const previousVariants = (previous?.variants as Body[] | undefined) ?? [];
  const old = previousVariants.map((v) => Number(v.id));
  // A variant sent without its id is the existing one of the same option values (else a new one).
  const byValues = new Map(
    previousVariants.map((v) => [
      JSON.stringify([v.option1, v.option2, v.option3].slice(0, names.length)),
      Number(v.id),
    ]),
  );
  let next = Math.max(id * 10_000, ...old) + 1;
  const seen = new Set<string>();
  const variants: Body[] = [];
  for (const [n, v] of variantsIn.entries()) {
    const values = names.map((name) =>
      (v.optionValues ?? []).find((o) => (o.optionName ?? '').trim() === name)?.name?.trim(),
    );
    if (values.some((x) => !x) || (v.optionValues ?? []).length !== names.length)
      return {
        userErrors: [
          error(
            'OPTION_DOES_NOT_EXIST',
            ['input', 'variants', String(n), 'optionValues'],
            'Option does not exist.',
          ),
        ],
      };
    const key = JSON.stringify(values);
    if (seen.has(key))
      return {
        userErrors: [
          error(
            'INVALID_VARIANT',
            ['input', 'variants', String(n)],
            `The variant '${values.join(' / ')}' already exists.`,
          ),
        ],
      };
    seen.add(key);
    const kept = v.id ? numeric(v.id) : (byValues.get(key) ?? Number.NaN);
    if (v.id && !old.includes(kept))
      return {
        userErrors: [
          error(
            'PRODUCT_VARIANT_DOES_NOT_EXIST',
            ['input', 'variants', String(n), 'id'],
            'Product variant does not exist.',
          ),
        ],
      };
    const price = Number(v.price ?? 0);
    const before = previousVariants.find((p) => Number(p.id) === kept);
    variants.push({
      // A kept variant keeps its stock and whether it is tracked (productSet here sends no quantities).
      inventory_quantity: Number(before?.inventory_quantity ?? 0),
      inventory_management: before?.inventory_management ?? null,
      id: Number.isNaN(kept) ? next++ : kept,
      product_id: id,
      title: values.join(' / '),
      price: (Number.isFinite(price) && price >= 0 ? price : 0).toFixed(2),
      sku: (v.sku ?? '').slice(0, 255),
      position: n + 1,
      option1: values[0] ?? null,
      option2: values[1] ?? null,
      option3: values[2] ?? null,
      // Stocked at one of the two locations (by position), as a shop with a warehouse splits its stock.
      location_id: LOCATIONS[n % LOCATIONS.length]?.id,
    });
  }
  const at = new Date().toISOString();
  const files = input.files ?? null;
  const images = files
    ? files.map((f, i) => ({
        id: id * 1000 + i + 1,
        product_id: id,
        position: i + 1,
        src: (f.originalSource ?? '').slice(0, 2000),
      }))
    : ((previous?.images as Body[] | undefined) ?? []);
  const keep = <T>(value: T | null | undefined, key: string, fallback: unknown): unknown =>
    value ?? previous?.[key] ?? fallback;
  return {
    body: {
      id,
      title: keep(input.title, 'title', 'Untitled'),
      body_html: keep(input.descriptionHtml, 'body_html', ''),
      vendor: keep(input.vendor, 'vendor', ''),
      handle: keep(input.handle, 'handle', `product-${id}`),
      status: keep(input.status?.toLowerCase(), 'status', 'active'),
      tags: input.tags ? input.tags.join(', ') : (previous?.tags ?? ''),
      created_at: previous?.created_at ?? at,
      updated_at: at,
      // Shopify answers variants in its own order, not the order they were sent in.
      variants:
        variantsIn.length > 0 ? variants.reverse() : ((previous?.variants as Body[] | undefined) ?? []),
      options:
        optionsIn.length > 0
          ? names.map((name, i) => ({
              id: id * 10 + i + 1,
              product_id: id,
              name,
              position: i + 1,
              values: (optionsIn[i]?.values ?? []).map((v) => v.name),
            }))
          : (previous?.options ?? []),
      images,
      image: images[0] ?? null,
      // The publications it is on; a product made by the API is on none until published.
      publications: previous?.publications ?? [],
    },
  };
}
