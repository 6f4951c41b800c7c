import { CATEGORIES } from './categories';
import type { LocalName, ProductTemplate } from './types';

/**
 * Logistics of the demo products, per top-level category: a typical HS code (6 digits, the international
 * part), the shipping box in centimetres and the days the seller takes to ship. Declaration names are the
 * third-level category's names ('T-Shirts' / 'T恤'), which is how customs describe goods. Derived from the
 * template alone (no random draw), so adding them left the generated shop as it was.
 * Migration 0034 gives products of an existing database the same values.
 */
interface CategoryLogistics {
  hsCode: string;
  box: [number, number, number];
  sendDays: number;
}

export const CATEGORY_LOGISTICS: Record<string, CategoryLogistics> = {
  "Women's Clothing": { hsCode: '620442', box: [30, 25, 4], sendDays: 3 },
  "Men's Clothing": { hsCode: '610910', box: [32, 26, 4], sendDays: 3 },
  Shoes: { hsCode: '640411', box: [34, 22, 13], sendDays: 4 },
  'Bags & Luggage': { hsCode: '420222', box: [42, 32, 16], sendDays: 4 },
  'Jewelry & Watches': { hsCode: '711719', box: [12, 10, 6], sendDays: 2 },
  'Beauty & Health': { hsCode: '330499', box: [15, 10, 8], sendDays: 3 },
  'Phones & Accessories': { hsCode: '392690', box: [18, 11, 3], sendDays: 2 },
  'Consumer Electronics': { hsCode: '851830', box: [22, 18, 9], sendDays: 3 },
  'Computer & Office': { hsCode: '847160', box: [45, 20, 6], sendDays: 3 },
  'Home & Garden': { hsCode: '630492', box: [40, 30, 15], sendDays: 5 },
  'Tools & Home Improvement': { hsCode: '846721', box: [35, 28, 10], sendDays: 5 },
  'Kitchen & Dining': { hsCode: '732393', box: [30, 22, 12], sendDays: 4 },
  'Sports & Outdoors': { hsCode: '950691', box: [60, 15, 15], sendDays: 5 },
  'Toys & Hobbies': { hsCode: '950300', box: [28, 20, 12], sendDays: 3 },
  'Mother & Kids': { hsCode: '392490', box: [20, 12, 10], sendDays: 3 },
  'Pet Supplies': { hsCode: '630790', box: [45, 35, 12], sendDays: 5 },
  Automotive: { hsCode: '870829', box: [16, 12, 8], sendDays: 3 },
};

/** Third-level categories whose goods the top level's box does not fit. */
export const THIRD_LEVEL_LOGISTICS: Record<string, CategoryLogistics> = {
  Suitcases: { hsCode: '420212', box: [70, 48, 28], sendDays: 5 },
  Laptops: { hsCode: '847130', box: [42, 30, 7], sendDays: 3 },
  Tents: { hsCode: '630622', box: [55, 18, 18], sendDays: 5 },
  Dumbbells: { hsCode: '950691', box: [36, 14, 14], sendDays: 5 },
};

export interface SeedLogistics {
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  declareNameZh: string;
  declareNameEn: string;
  originCountryCode: string;
  hsCode: string;
  sendDays: number;
}

function thirdLevelName(path: [string, string, string]): LocalName {
  const [one, two, three] = path;
  const top = CATEGORIES.find((c) => c.en === one);
  const second = top?.children?.find((c) => c.en === two);
  const third = second?.children?.find((c) => c.en === three);
  if (!third) throw new Error(`unknown category ${path.join('/')}`);
  return third;
}

/** The logistics fields of a product made from this template. */
export function templateLogistics(template: ProductTemplate): SeedLogistics {
  const entry = THIRD_LEVEL_LOGISTICS[template.category[2]] ?? CATEGORY_LOGISTICS[template.category[0]];
  if (!entry) throw new Error(`no logistics for ${template.category[0]}`);
  const name = thirdLevelName(template.category);
  const [length, width, height] = entry.box;
  return {
    lengthCm: String(length),
    widthCm: String(width),
    heightCm: String(height),
    declareNameZh: name.zh,
    declareNameEn: name.en,
    originCountryCode: 'CN',
    hsCode: entry.hsCode,
    sendDays: entry.sendDays,
  };
}
