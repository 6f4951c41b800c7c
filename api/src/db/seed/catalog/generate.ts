import { type SeedLogistics, templateLogistics } from './logistics';
import { PRODUCT_TEMPLATES } from './products';
import type { AttributeSeed, ProductTemplate } from './types';

/** A small seeded PRNG (mulberry32): the same seed makes the same shop on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const between = (rng: Rng, [min, max]: [number, number]) => min + (max - min) * rng();
const money = (n: number) => n.toFixed(2);

/** The colour painted when a template has no colour attribute. */
const DEFAULT_PAINT = ['#4f7cac', '#c8643b', '#2a8c8c', '#6c3fa0', '#d9a62e'];

function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

/** Accent details that stand out on the main colour. */
export const accentFor = (hex: string) => (relativeLuminance(hex) > 0.55 ? '#33415c' : '#f4d58d');

/** Where a picture lives: the 800 px file; `_400` and `_100` copies sit beside it (see imageSize). */
export const catalogImageUrl = (drawing: string, hex: string, variant = '') =>
  `/uploads/catalog/${drawing}-${hex.replace('#', '')}${variant}.jpg`;

export interface ImageSpec {
  url: string;
  drawing: string;
  colour: string;
  accent: string;
  /** 'shot' the product; 'closeup' a detail crop; 'lineup' every colour side by side. */
  style: 'shot' | 'closeup' | 'lineup';
  colours: string[];
}

export interface GeneratedVariant {
  image: string;
  options: string[];
  price: string;
  articleNumber: string;
  stock: number;
  purchasePrice: string;
  vip1Money: string;
  vip2Money: string;
}

export interface GeneratedProduct {
  template: ProductTemplate;
  title: string;
  shortTitle: string;
  brand: string;
  price: string;
  underlinedPrice: string;
  description: string;
  productUrl: string;
  weightGrams: number;
  /** Dimensions, declaration names, origin, HS code and send time: per category, drawing nothing at random. */
  logistics: SeedLogistics;
  onShelf: boolean;
  daysAgo: number;
  publishCount: number;
  downloadCount: number;
  sortWeight: number;
  specTop: Record<string, string>;
  variants: GeneratedVariant[];
  banners: string[];
  details: string[];
  tags: string[];
  images: ImageSpec[];
}

/** Picks 2-5 values: colours anywhere in the list, other attributes as a contiguous run (a size range). */
function chooseValues(rng: Rng, attribute: AttributeSeed): string[] {
  const all = attribute.values;
  const n = Math.min(all.length, 2 + Math.floor(rng() * 4));
  if (attribute.colours) return [...all].sort(() => rng() - 0.5).slice(0, n);
  const start = Math.floor(rng() * (all.length - n + 1));
  return all.slice(start, start + n);
}

function combinations(lists: string[][]): string[][] {
  return lists.reduce<string[][]>(
    (acc, values) => acc.flatMap((prefix) => values.map((v) => [...prefix, v])),
    [[]],
  );
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function describe(template: ProductTemplate, brand: string, chosen: string[][]): string {
  const specs = template.attributes
    .map(
      (a, i) =>
        `<li><strong>${escapeHtml(a.label.en)}:</strong> ${escapeHtml((chosen[i] ?? []).join(', '))}</li>`,
    )
    .join('');
  return [
    `<p>${escapeHtml(template.description.join(' '))}</p>`,
    `<ul><li><strong>Brand:</strong> ${escapeHtml(brand)}</li>${specs}<li><strong>Ships from:</strong> China warehouse, packed within 1-2 business days</li></ul>`,
  ].join('');
}

/** Makes one product from a template; `serial` varies the names so a template yields distinct products. */
export function generateProduct(rng: Rng, template: ProductTemplate, serial: number): GeneratedProduct {
  const name = template.names[serial % template.names.length] ?? template.names[0] ?? 'Product';
  const adjective = pick(rng, template.adjectives);
  const brand = pick(rng, template.brand);
  const chosen = template.attributes.map((a) => chooseValues(rng, a));
  // Keep the variant table a size a seller would enter: at most 36 rows.
  while (combinations(chosen).length > 36) {
    const longest = chosen.reduce(
      (best, list, i) => (list.length > (chosen[best]?.length ?? 0) ? i : best),
      0,
    );
    chosen[longest]?.pop();
  }
  const colourIndex = template.attributes.findIndex((a) => a.colours);
  const fallbackPaint = DEFAULT_PAINT[(template.names[0]?.length ?? 0) % DEFAULT_PAINT.length] ?? '#4f7cac';
  const paintOf = (value: string | undefined) =>
    colourIndex >= 0 && value
      ? (template.attributes[colourIndex]?.colours?.[value] ?? fallbackPaint)
      : fallbackPaint;
  const basePaint = paintOf(chosen[colourIndex]?.[0]);
  const colourValues = colourIndex >= 0 ? (chosen[colourIndex] ?? []) : [];
  const paints = colourValues.length > 0 ? colourValues.map(paintOf) : [basePaint];

  const images: ImageSpec[] = paints.map((paint) => ({
    url: catalogImageUrl(template.drawing, paint),
    drawing: template.drawing,
    colour: paint,
    accent: accentFor(paint),
    style: 'shot',
    colours: [paint],
  }));
  // Detail pictures belong to the kind of product (its first colours), so its products share them.
  const templatePaints = (
    colourIndex >= 0 ? Object.values(template.attributes[colourIndex]?.colours ?? {}) : [fallbackPaint]
  ).slice(0, 4);
  const firstPaint = templatePaints[0] ?? fallbackPaint;
  const detail = (style: 'closeup' | 'lineup', suffix: string, colours: string[]): ImageSpec => ({
    url: catalogImageUrl(template.drawing, firstPaint, suffix),
    drawing: template.drawing,
    colour: firstPaint,
    accent: accentFor(firstPaint),
    style,
    colours,
  });
  const detailSpecs = [
    detail('closeup', '-closeup', [firstPaint]),
    detail('lineup', `-lineup${templatePaints.length}`, templatePaints),
  ];

  const base = between(rng, template.price);
  const variants = combinations(chosen).map((options, i) => {
    // Larger sizes cost a little more, as they do in real catalogues.
    const step = template.attributes.reduce(
      (sum, a, k) => (a.colours ? sum : sum + (chosen[k]?.indexOf(options[k] ?? '') ?? 0) * 0.5),
      0,
    );
    const price = Math.round((base + step) * 100) / 100;
    return {
      image: catalogImageUrl(template.drawing, colourIndex >= 0 ? paintOf(options[colourIndex]) : basePaint),
      options,
      price: money(price),
      articleNumber: `V${serial}-${i + 1}`,
      stock: rng() < 0.12 ? 0 : 20 + Math.floor(rng() * 780),
      purchasePrice: money(price * (0.55 + rng() * 0.1)),
      vip1Money: money(price * 0.92),
      vip2Money: money(price * 0.88),
    };
  });
  const lowest = Math.min(...variants.map((v) => Number(v.price)));
  const recentRoll = rng();
  const daysAgo = recentRoll < 0.12 ? rng() * 2 : recentRoll < 0.25 ? 2 + rng() * 4 : 6 + rng() * 84;
  const popularity = rng() ** 2;
  return {
    template,
    title: `${brand} ${adjective} ${name}`,
    shortTitle: name,
    brand,
    price: money(lowest),
    underlinedPrice: money(lowest * template.strikeFactor),
    description: describe(template, brand, chosen),
    productUrl: images[0]?.url ?? '',
    weightGrams: Math.round(between(rng, template.weight)),
    logistics: templateLogistics(template),
    onShelf: rng() > 0.03,
    daysAgo,
    downloadCount: Math.floor(popularity * 3000),
    publishCount: Math.floor(popularity * 1500 * rng()),
    sortWeight: Math.floor(rng() * 1000),
    specTop: Object.fromEntries(template.attributes.map((a, i) => [`cols${i + 3}`, a.label.en])),
    variants,
    banners: images.map((i) => i.url),
    details: detailSpecs.map((d) => d.url),
    tags: [...new Set([...template.tags, ...(rng() < 0.2 ? ['Best Sellers'] : [])])],
    images: [...images, ...detailSpecs],
  };
}

/** `count` products spread evenly over the templates, in a stable order. */
export function* generateProducts(count: number, seed = 20261121, offset = 0): Generator<GeneratedProduct> {
  const rng = seededRandom(seed + offset);
  for (let i = 0; i < count; i++) {
    const serial = offset + i;
    const template = PRODUCT_TEMPLATES[serial % PRODUCT_TEMPLATES.length] as ProductTemplate;
    yield generateProduct(rng, template, Math.floor(serial / PRODUCT_TEMPLATES.length));
  }
}
