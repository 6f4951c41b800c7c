import { ProductSubmission, type ProductSubmissionInput, VARIANT_COLUMNS } from '@dropmall/contract';
import type { StoredImage, StoredProduct } from './api';

/** A picture in the form: a stored one, or a new one whose id is still empty. */
export type ImageValue = Omit<StoredImage, 'id'> & { id: number | '' };

/** One attribute column of the variant editor: its key (cols3..cols20) and header label. */
export interface SpecColumn {
  key: string;
  header: string;
}

/** One variant row as the editor holds it; `values` are keyed by column. */
export interface SpecRow {
  uid: string;
  cols1: string;
  cols2: string;
  values: Record<string, string>;
  price: string;
  articleNumber: string;
  kc: string;
  xyPrice: string;
  manageVip1Money: string;
  manageVip2Money: string;
}

export interface SpecValue {
  columns: SpecColumn[];
  rows: SpecRow[];
}

export interface ProductFormValues {
  title: string;
  shortTitle: string;
  pp: string;
  /** One of the business's brands; undefined: the free-text `pp`. */
  brandId?: number;
  keywords: string;
  intro: string;
  category: number[];
  productType?: number;
  tagIds: number[];
  serveIds: number[];
  storyId?: number;
  underlinedPrice: string;
  price: string;
  xgNum: string;
  /** Logistics (contract product-logistics.ts), as typed. */
  weightGrams: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  sendDays: string;
  freightPrice: string;
  originCountryCode: string;
  hsCode: string;
  declareNameZh: string;
  declareNameEn: string;
  description: string;
  productUrl: string;
  videoUrl: string;
  videoPicUrl: string;
  banners: ImageValue[];
  details: ImageValue[];
  spec: SpecValue;
}

let uidSerial = 0;
export const newUid = () => `row-${++uidSerial}`;

export const emptyRow = (): SpecRow => ({
  uid: newUid(),
  cols1: '',
  cols2: '',
  values: {},
  price: '',
  articleNumber: '',
  kc: '',
  xyPrice: '',
  manageVip1Money: '',
  manageVip2Money: '',
});

export const emptyProduct = (): ProductFormValues => ({
  title: '',
  shortTitle: '',
  pp: '',
  keywords: '',
  intro: '',
  category: [],
  tagIds: [],
  serveIds: [],
  underlinedPrice: '',
  price: '',
  xgNum: '',
  weightGrams: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  sendDays: '',
  freightPrice: '',
  // Most sellers of the mall make their goods in China.
  originCountryCode: 'CN',
  hsCode: '',
  declareNameZh: '',
  declareNameEn: '',
  description: '',
  productUrl: '',
  videoUrl: '',
  videoPicUrl: '',
  banners: [],
  details: [],
  spec: { columns: [], rows: [emptyRow()] },
});

const ids = (text: string) => text.split(',').filter(Boolean).map(Number);
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** Stored money has four decimals ("20.5000"); the form shows it as typed ("20.5"). */
const money = (v: unknown) =>
  text(v)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

/** A stored product as the form edits it. */
export function toFormValues(p: StoredProduct): ProductFormValues {
  const columns = VARIANT_COLUMNS.filter((c) => c in p.mallSpecTop).map((key) => ({
    key,
    header: p.mallSpecTop[key] ?? '',
  }));
  return {
    title: p.title,
    shortTitle: p.shortTitle,
    pp: p.pp,
    brandId: p.brandId ?? undefined,
    keywords: p.keywords,
    intro: p.intro,
    category: [p.categoryId, p.category2Id, p.category3Id].filter((c): c is number => c !== null),
    productType: p.productType ?? undefined,
    tagIds: ids(p.tagId),
    serveIds: ids(p.serveId),
    storyId: p.storyId ?? undefined,
    underlinedPrice: money(p.underlinedPrice),
    price: money(p.price),
    xgNum: p.xgNum,
    weightGrams: text(p.weightGrams),
    lengthCm: p.lengthCm,
    widthCm: p.widthCm,
    heightCm: p.heightCm,
    sendDays: text(p.sendDays),
    freightPrice: money(p.freightPrice),
    originCountryCode: p.originCountryCode,
    hsCode: p.hsCode,
    declareNameZh: p.declareNameZh,
    declareNameEn: p.declareNameEn,
    description: p.description,
    productUrl: p.productUrl,
    videoUrl: p.videoUrl,
    videoPicUrl: p.videoPicUrl,
    banners: p.mallProductDetailBannerList,
    details: p.mallProductDetailImgsList,
    spec: {
      columns,
      rows: p.mallSpecDataList.map((r) => ({
        uid: newUid(),
        cols1: text(r.cols1),
        cols2: text(r.cols2),
        values: Object.fromEntries(columns.map((c) => [c.key, text(r[c.key])])),
        price: money(r.price),
        articleNumber: text(r.articleNumber),
        kc: text(r.kc),
        xyPrice: money(r.xyPrice),
        manageVip1Money: money(r.manageVip1Money),
        manageVip2Money: money(r.manageVip2Money),
      })),
    },
  };
}

/** The JSON body of POST /product/save; status is always 2 (spec 000 §4). */
export function toSubmission(v: ProductFormValues, id?: number): ProductSubmissionInput {
  const [categoryId, category2Id, category3Id] = v.category;
  return {
    ...(id ? { id } : {}),
    title: v.title,
    shortTitle: v.shortTitle,
    pp: v.pp,
    brandId: v.brandId ?? '',
    keywords: v.keywords,
    intro: v.intro,
    categoryId: categoryId ?? '',
    category2Id: category2Id ?? '',
    category3Id: category3Id ?? '',
    productType: v.productType ?? '',
    tagId: v.tagIds.join(','),
    serveId: v.serveIds.join(','),
    storyId: v.storyId ?? '',
    underlinedPrice: v.underlinedPrice,
    price: v.price,
    xgNum: v.xgNum,
    weightGrams: v.weightGrams,
    lengthCm: v.lengthCm,
    widthCm: v.widthCm,
    heightCm: v.heightCm,
    sendDays: v.sendDays,
    freightPrice: v.freightPrice,
    originCountryCode: v.originCountryCode,
    hsCode: v.hsCode,
    declareNameZh: v.declareNameZh,
    declareNameEn: v.declareNameEn,
    status: 2,
    description: v.description,
    productUrl: v.productUrl,
    videoUrl: v.videoUrl,
    videoPicUrl: v.videoPicUrl,
    mallProductDetailBannerList: v.banners,
    mallProductDetailImgsList: v.details,
    mallSpecTop: Object.fromEntries(v.spec.columns.map((c) => [c.key, c.header])),
    mallSpecDataList: v.spec.rows.map((r) => ({
      cols1: r.cols1,
      cols2: r.cols2,
      ...r.values,
      price: r.price,
      articleNumber: r.articleNumber,
      kc: r.kc,
      xyPrice: r.xyPrice,
      manageVip1Money: r.manageVip1Money,
      manageVip2Money: r.manageVip2Money,
      invalid: 0,
    })),
  };
}

/** A broken rule: the message key of the contract and where it is (path of the submission). */
export interface Problem {
  key: string;
  path: (string | number)[];
}

/** Runs the contract's schema (the one the server runs) over the form's submission. */
export function checkSubmission(body: ProductSubmissionInput): Problem[] {
  const result = ProductSubmission.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ key: i.message, path: i.path as (string | number)[] }));
}

/** The form field a submission path belongs to. */
export function formFieldOf(path: (string | number)[]): string {
  const [head] = path;
  const map: Record<string, string> = {
    categoryId: 'category',
    category2Id: 'category',
    category3Id: 'category',
    tagId: 'tagIds',
    serveId: 'serveIds',
    mallProductDetailBannerList: 'banners',
    mallProductDetailImgsList: 'details',
    mallSpecTop: 'spec',
    mallSpecDataList: 'spec',
  };
  return map[String(head)] ?? String(head);
}
