/**
 * The shapes of the demo catalogue's source data (files beside this one). The seed turns them into rows:
 * every product is generated from a template, deterministically, so each fresh start has the same shop.
 */

export interface LocalName {
  en: string;
  zh: string;
}

/** A category tree node; three levels: top, second, third. Products hang on third-level nodes. */
export interface CategorySeed extends LocalName {
  children?: CategorySeed[];
}

export interface TagSeed extends LocalName {}

/** ISO 3166-1 alpha-2 code and names. The first entry must be China (it gets id 1, the shipping origin). */
export interface CountrySeed extends LocalName {
  code: string;
}

/** A first-level region (state/province), its cities and their districts. Names in the local language
 * serve both locales unless `zh` is given. */
export interface RegionSeed {
  en: string;
  zh?: string;
  children?: RegionSeed[];
}

/** One variant attribute of a template: its label and the values a product picks from. */
export interface AttributeSeed {
  label: LocalName;
  values: string[];
  /** When set, each value is a colour and this maps it to the hex used to paint the product image. */
  colours?: Record<string, string>;
}

/** The drawing used for a template's pictures: one of the keys of PRODUCT_DRAWINGS. */
export type DrawingKind = string;

/**
 * A kind of product. The generator makes several products from each template (combining `names`,
 * `adjectives`, attributes and prices), so 60+ templates give 300+ believable products.
 */
export interface ProductTemplate {
  /** Path of English names of the third-level category, e.g. ['Women's Clothing', 'Tops', 'T-Shirts']. */
  category: [string, string, string];
  /** Nouns, e.g. 'Oversized Cotton T-Shirt'. */
  names: string[];
  /** Words put before a name to make variations, e.g. 'Summer', 'Vintage'. */
  adjectives: string[];
  brand: string[];
  /** 1 to 3 attributes; the first one with `colours` drives the image colour. */
  attributes: AttributeSeed[];
  /** Sales price range in USD, and the strike-through price factor (e.g. 1.4). */
  price: [number, number];
  strikeFactor: number;
  /** Shipping weight range in grams. */
  weight: [number, number];
  drawing: DrawingKind;
  /** Two or three sentences, HTML-free, about this kind of product; used in the rich description. */
  description: string[];
  /** English tag titles (from tags.ts) this kind often carries. */
  tags: string[];
}

/** A shipping method with its rate rule per destination group. */
export interface ExpressSeed extends LocalName {
  /** days as 'min-max' business days */
  rates: {
    /** ISO codes, or '*' for every other country */
    destinations: string[] | '*';
    firstWeightGrams: number;
    firstFee: number;
    extraUnitGrams: number;
    extraFee: number;
    days: [number, number];
  }[];
}
