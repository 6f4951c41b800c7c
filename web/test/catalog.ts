import type { Page, ProductDetail, ProductListItem, ShippingOption, VariantRow } from '@dropmall/contract';

/** Catalogue answers for page tests: small, with a sparse variant grid so some options are unreachable. */

export const TAGS = [
  { id: 1, title: 'Hot Sale' },
  { id: 2, title: 'New Arrivals' },
];

export const CATEGORY_TREE = [
  {
    id: 1,
    name: "Women's Clothing",
    children: [{ id: 2, name: 'Tops', children: [{ id: 3, name: 'T-Shirts', children: [] }] }],
  },
  { id: 17, name: "Men's Clothing", children: [] },
];

export const HOT_KEYS = {
  list: [
    { id: 1, keyword: 'earbuds' },
    { id: 2, keyword: 'yoga mat' },
  ],
};

export function listItem(id: number, extra: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id,
    title: `Product ${id}`,
    price: 10 + id,
    productUrl: `/uploads/catalog/p${id}.jpg`,
    imgs: [{ imgUrl: `/uploads/catalog/p${id}.jpg` }, { imgUrl: `/uploads/catalog/p${id}-b.jpg` }],
    publishCount: 3,
    downloadCount: 5,
    source: 'dropmall',
    sku: `DM${id}`,
    favoritesTag: '',
    ...extra,
  };
}

export function page<T>(records: T[], total = records.length, current = 1): Page<T> {
  return { records, total, current, size: 50 };
}

function variant(
  cols1: string,
  colour: string,
  size: string,
  price: number,
  image: string,
  kc = 10,
): VariantRow {
  return {
    cols1,
    cols2: image,
    cols3: colour,
    cols4: size,
    price,
    articleNumber: `HD-${colour[0]}${size}`,
    kc,
    xyPrice: price / 2,
    manageVip1Money: price - 1,
    manageVip2Money: price - 2,
  };
}

export const NAVY_PICTURE = '/uploads/catalog/hoodie-navy.jpg';
export const GREY_PICTURE = '/uploads/catalog/hoodie-grey.jpg';
export const MAIN_PICTURE = '/uploads/catalog/hoodie-main.jpg';

/** Navy comes in M and L, Grey in L and XL (XL out of stock): Navy+XL and Grey+M do not exist. */
export function hoodie(extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 11,
    title: 'Heavyweight Pullover Hoodie',
    sku: 'DM0000011',
    price: 18.5,
    underlinedPrice: 29.65,
    source: 'dropmall',
    brand: 'Kestrel Row',
    description: '<p>A <strong>warm</strong> hoodie.</p>',
    tagId: '1',
    tags: [{ id: 1, title: 'Hot Sale' }],
    favoritesTag: '',
    businessId: 2,
    productUrl: MAIN_PICTURE,
    weightGrams: 500,
    lengthCm: 32,
    widthCm: 26,
    heightCm: 4.5,
    sendDays: 3,
    publishCount: 4,
    downloadCount: 9,
    mallProductDetailBannerList: [{ imgUrl: MAIN_PICTURE }, { imgUrl: NAVY_PICTURE }],
    mallProductDetailImgsList: [{ imgUrl: '/uploads/catalog/hoodie-closeup.jpg' }],
    mallSpecTop: { cols3: 'Colour', cols4: 'Size' },
    mallSpecDataList: [
      variant('101', 'Navy', 'M', 18.5, NAVY_PICTURE),
      variant('102', 'Navy', 'L', 19, NAVY_PICTURE),
      variant('103', 'Grey', 'L', 19.5, GREY_PICTURE),
      variant('104', 'Grey', 'XL', 20.25, GREY_PICTURE, 0),
    ],
    ...extra,
  };
}

export const COUNTRIES = {
  records: [
    { id: 1, dicValue: 'China', code: 'CN' },
    { id: 33, dicValue: 'Brazil', code: 'BR' },
    { id: 74, dicValue: 'France', code: 'FR' },
  ],
  total: 3,
};

const option = (id: number, name: string, money: number, days: string, to: string): ShippingOption => ({
  id,
  money,
  fromIdName: 'China',
  toIdName: to,
  expectDay: days,
  expressIdName: name,
});

/** Shipping options by destination id; China (the origin) has none. */
export const SHIPPING: Record<string, ShippingOption[]> = {
  '1': [],
  '33': [
    option(32, 'Economy Air Mail', 4.2, '10-20', 'Brazil'),
    option(280, 'Standard Shipping', 6.9, '6-15', 'Brazil'),
  ],
  '74': [option(40, 'Priority Line', 12.5, '3-5', 'France')],
};
