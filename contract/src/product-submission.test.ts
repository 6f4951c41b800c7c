import { describe, expect, it } from 'vitest';
import { nextReviewState } from './product-review';
import { compareDecimal, ProductSubmission, type ProductSubmissionInput } from './product-submission';
import { clientUploadProblem, PRODUCT_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from './uploads';

const img = (n: number, invalid = 0) => ({ id: '', imgUrl: `/uploads/products/p${n}.jpg`, invalid, sort: n });

function validSubmission(): ProductSubmissionInput {
  return {
    title: '  Linen Shirt ',
    shortTitle: 'Shirt',
    pp: 'Acme',
    keywords: '',
    intro: '',
    categoryId: 1,
    category2Id: 2,
    category3Id: 3,
    productType: 1,
    tagId: '1,2',
    serveId: '',
    underlinedPrice: '30',
    price: '20.5',
    xgNum: '',
    freightPrice: '',
    weightGrams: '450',
    lengthCm: '30',
    widthCm: '20.5',
    heightCm: 4,
    declareNameZh: '亚麻衬衫',
    declareNameEn: 'Linen shirt',
    originCountryCode: 'cn',
    hsCode: '',
    sendDays: 3,
    status: 2,
    description: '<p>Hi</p>',
    productUrl: '/uploads/products/main.jpg',
    mallProductDetailBannerList: [img(1)],
    mallProductDetailImgsList: [img(2)],
    mallSpecTop: { cols3: 'Colour', cols4: 'Size' },
    mallSpecDataList: [
      {
        cols1: '',
        cols2: '/uploads/products/v1.jpg',
        cols3: 'Red',
        cols4: 'M',
        articleNumber: 'A-1.b_2/3',
        kc: '5',
        xyPrice: '10',
        manageVip1Money: '1',
        manageVip2Money: '2',
      },
      {
        cols1: '',
        cols2: '/uploads/products/v2.jpg',
        cols3: 'Red',
        cols4: 'L',
        articleNumber: '',
        kc: 0,
        xyPrice: 9.9999,
        manageVip1Money: 1,
        manageVip2Money: 2,
      },
    ],
  };
}

/** The message keys a submission breaks (empty when it passes). */
function problems(change: (p: ProductSubmissionInput) => void): string[] {
  const input = validSubmission();
  change(input);
  const result = ProductSubmission.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('product submission schema', () => {
  it('accepts a complete submission and trims the texts', () => {
    const parsed = ProductSubmission.parse(validSubmission());
    expect(parsed.title).toBe('Linen Shirt');
    expect(parsed.tagId).toEqual([1, 2]);
    expect(parsed.status).toBe(2);
    expect(parsed.mallSpecDataList[1]?.xyPrice).toBe('9.9999');
  });

  it('price format: 10 integer digits and 4 decimals pass, 11 digits, 5 decimals and leading zeros fail', () => {
    expect(
      problems((p) => {
        p.underlinedPrice = '9999999999.9999';
        p.price = '9999999999.9999';
      }),
    ).toEqual([]);
    expect(
      problems((p) => {
        p.underlinedPrice = '10000000000';
      }),
    ).toContain('priceFormat');
    expect(
      problems((p) => {
        p.price = '1.00001';
      }),
    ).toContain('priceFormat');
    expect(
      problems((p) => {
        p.price = '020';
      }),
    ).toContain('priceFormat');
    expect(
      problems((p) => {
        p.price = '-1';
      }),
    ).toContain('priceFormat');
    expect(
      problems((p) => {
        p.price = '0.5';
        p.mallSpecDataList.forEach((r) => {
          r.xyPrice = '0.1';
        });
      }),
    ).toEqual([]);
  });

  it('the sales price may equal but not exceed the strike-through price', () => {
    expect(
      problems((p) => {
        p.price = '30';
      }),
    ).toEqual([]);
    expect(
      problems((p) => {
        p.price = '30.0001';
      }),
    ).toContain('priceAboveUnderlined');
  });

  it('the purchase price must stay below the sales price', () => {
    expect(
      problems((p) => {
        (p.mallSpecDataList[0] as { xyPrice: string }).xyPrice = '20.4999';
      }),
    ).toEqual([]);
    expect(
      problems((p) => {
        (p.mallSpecDataList[0] as { xyPrice: string }).xyPrice = '20.5';
      }),
    ).toContain('purchaseAboveSales');
    expect(
      problems((p) => {
        (p.mallSpecDataList[0] as { xyPrice?: string }).xyPrice = '';
      }),
    ).toContain('required');
  });

  it('purchase limit: up to 10 digits, integers only', () => {
    expect(
      problems((p) => {
        p.xgNum = '9999999999';
      }),
    ).toEqual([]);
    expect(
      problems((p) => {
        p.xgNum = '12345678901';
      }),
    ).toContain('purchaseLimitFormat');
    expect(
      problems((p) => {
        p.xgNum = '1.5';
      }),
    ).toContain('purchaseLimitFormat');
  });

  it('takes a brand of the list instead of a typed brand name (older products keep the text)', () => {
    expect(
      problems((p) => {
        p.pp = '';
        p.brandId = 7;
      }),
    ).toEqual([]);
    expect(ProductSubmission.parse({ ...validSubmission(), brandId: '' }).brandId).toBeUndefined();
    expect(
      problems((p) => {
        p.pp = ' ';
        p.brandId = '';
      }),
    ).toContain('required');
    expect(
      problems((p) => {
        p.brandId = 'x';
      }),
    ).not.toEqual([]);
  });

  it('requires all three category levels, the type, names, brand, prices and pictures', () => {
    expect(
      problems((p) => {
        p.category3Id = '';
      }),
    ).toContain('categoryLevels');
    for (const field of ['productType', 'title', 'shortTitle', 'pp', 'underlinedPrice', 'price'] as const)
      expect(
        problems((p) => {
          (p as Record<string, unknown>)[field] = '';
        }),
        field,
      ).toContain('required');
    expect(
      problems((p) => {
        p.title = '   ';
      }),
    ).toContain('required');
    expect(
      problems((p) => {
        p.productUrl = '';
      }),
    ).toContain('displayImageRequired');
    expect(
      problems((p) => {
        p.mallProductDetailBannerList = [img(1, 1)];
      }),
    ).toContain('bannerRequired');
    expect(
      problems((p) => {
        p.mallProductDetailImgsList = [];
      }),
    ).toContain('detailRequired');
  });

  it('at most 99 live carousel and detail pictures; deleted ones do not count', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => img(i));
    expect(
      problems((p) => {
        p.mallProductDetailBannerList = many(99);
      }),
    ).toEqual([]);
    expect(
      problems((p) => {
        p.mallProductDetailBannerList = many(100);
      }),
    ).toContain('bannerCount');
    expect(
      problems((p) => {
        p.mallProductDetailImgsList = [...many(99), img(100, 1)];
      }),
    ).toEqual([]);
    expect(
      problems((p) => {
        p.mallProductDetailImgsList = many(100);
      }),
    ).toContain('detailCount');
  });

  it('only our uploaded files are accepted as pictures', () => {
    expect(
      problems((p) => {
        p.productUrl = 'javascript:alert(1)';
      }),
    ).toContain('fileUrlInvalid');
    expect(
      problems((p) => {
        p.productUrl = '/uploads/a b.jpg';
      }),
    ).toContain('fileUrlInvalid');
  });

  it('variant rules: article number, stock, headers, one-line values, duplicates, at least one row', () => {
    const row = (p: ProductSubmissionInput, i = 0) => p.mallSpecDataList[i] as Record<string, unknown>;
    expect(
      problems((p) => {
        row(p).articleNumber = 'A#1';
      }),
    ).toContain('articleNumberFormat');
    expect(
      problems((p) => {
        row(p).kc = '1.5';
      }),
    ).toContain('stockFormat');
    expect(
      problems((p) => {
        row(p).kc = '-1';
      }),
    ).toContain('stockFormat');
    expect(
      problems((p) => {
        p.mallSpecTop = { cols3: 'Colour', cols4: ' ' };
      }),
    ).toContain('specHeaderMissing');
    expect(
      problems((p) => {
        p.mallSpecTop = { cols3: 'Colour' };
      }),
    ).toContain('specHeaderMissing');
    expect(
      problems((p) => {
        row(p).cols3 = 'Dark\nRed';
      }),
    ).toContain('specValueLine');
    expect(
      problems((p) => {
        row(p).cols3 = 'Dark\tRed';
      }),
    ).toContain('specValueLine');
    expect(
      problems((p) => {
        row(p).cols3 = ' Dark Red ';
      }),
    ).toEqual([]);
    expect(
      problems((p) => {
        row(p).cols4 = '';
      }),
    ).toContain('specValueMissing');
    expect(
      problems((p) => {
        row(p).cols2 = '';
      }),
    ).toContain('variantImageRequired');
    expect(
      problems((p) => {
        row(p).manageVip1Money = '';
      }),
    ).toContain('required');
    expect(
      problems((p) => {
        row(p, 1).cols4 = 'M';
      }),
    ).toContain('specDuplicate');
    expect(
      problems((p) => {
        p.mallSpecDataList = [];
      }),
    ).toContain('specRowRequired');
    expect(
      problems((p) => {
        p.mallSpecDataList.forEach((r) => {
          (r as Record<string, unknown>).invalid = 1;
        });
      }),
    ).toContain('specRowRequired');
    expect(
      problems((p) => {
        p.mallSpecTop = { cols21: 'X' } as never;
      }),
    ).toContain('specColumnUnknown');
  });

  it('status can only be 2 (off shelf)', () => {
    expect(
      problems((p) => {
        p.status = 1;
      }),
    ).toContain('statusOffShelfOnly');
  });

  it('a video needs its cover', () => {
    expect(
      problems((p) => {
        p.videoUrl = '/uploads/videos/v.mp4';
      }),
    ).toContain('videoCoverRequired');
  });
});

describe('logistics fields', () => {
  type Input = ProductSubmissionInput & Record<string, unknown>;
  const set = (field: string, value: unknown) => (p: ProductSubmissionInput) => {
    (p as Input)[field] = value;
  };
  const broken = (field: string, value: unknown) => problems(set(field, value));

  it('keeps them as the server stores them: grams and days as numbers, one spelling of cm, codes cleaned', () => {
    const parsed = ProductSubmission.parse({
      ...validSubmission(),
      hsCode: ' 6109.10 00 ',
      lengthCm: '030.0',
    });
    expect(parsed).toMatchObject({
      weightGrams: 450,
      lengthCm: '30',
      widthCm: '20.5',
      heightCm: '4',
      originCountryCode: 'CN',
      hsCode: '61091000',
      sendDays: 3,
      declareNameEn: 'Linen shirt',
      freightPrice: '0',
    });
    expect(ProductSubmission.parse(validSubmission()).hsCode).toBeUndefined();
  });

  it('weight: a whole number of grams from 1 to 100000', () => {
    for (const ok of ['1', 100_000, ' 250 ']) expect(broken('weightGrams', ok)).toEqual([]);
    for (const bad of ['0', 0, '100001', '12.5', '-3', 'abc', 1e9])
      expect(broken('weightGrams', bad), String(bad)).toEqual(['weightRange']);
    expect(broken('weightGrams', '')).toEqual(['required']);
  });

  it('dimensions: centimetres above 0, up to 999.9, one decimal at most', () => {
    for (const ok of ['0.1', '999.9', 12, '7.5']) expect(broken('widthCm', ok)).toEqual([]);
    for (const bad of ['0', '0.0', '1000', '12.55', '-4', '1,5', 'ten'])
      expect(broken('widthCm', bad), bad).toEqual(['dimensionFormat']);
    for (const field of ['lengthCm', 'widthCm', 'heightCm']) expect(broken(field, '')).toEqual(['required']);
  });

  it('send time: whole days from 1 to 30', () => {
    expect(broken('sendDays', 30)).toEqual([]);
    for (const bad of [0, 31, '2.5']) expect(broken('sendDays', bad)).toEqual(['sendDaysRange']);
    expect(broken('sendDays', undefined)).toEqual(['required']);
  });

  it('HS code: optional, 6 to 10 digits', () => {
    for (const ok of ['610910', '6109100000', '6109.10', undefined]) expect(broken('hsCode', ok)).toEqual([]);
    for (const bad of ['61091', '61091000001', '6109AB'])
      expect(broken('hsCode', bad)).toEqual(['hsCodeFormat']);
  });

  it('country of origin: a two-letter code, required', () => {
    expect(broken('originCountryCode', 'br')).toEqual([]);
    expect(broken('originCountryCode', 'China')).toEqual(['originCountryUnknown']);
    expect(broken('originCountryCode', '')).toEqual(['required']);
  });

  it('declaration names: both required, English in ASCII, Chinese with Chinese characters', () => {
    expect(broken('declareNameEn', "Men's T-shirt (cotton), 2/pack")).toEqual([]);
    expect(broken('declareNameEn', '亚麻衬衫')).toEqual(['declareNameEnFormat']);
    expect(broken('declareNameEn', 'Café mug')).toEqual(['declareNameEnFormat']);
    expect(broken('declareNameEn', 'x'.repeat(101))).toEqual(['tooLong']);
    expect(broken('declareNameZh', 'T恤')).toEqual([]);
    expect(broken('declareNameZh', 'Linen shirt')).toEqual(['declareNameZhFormat']);
    expect(broken('declareNameZh', '衬'.repeat(51))).toEqual(['tooLong']);
    expect(broken('declareNameZh', '  ')).toEqual(['required']);
    expect(broken('declareNameEn', undefined)).toEqual(['required']);
  });

  it('freight price: money of 0 or more, 0 when not given', () => {
    expect(broken('freightPrice', '12.5')).toEqual([]);
    expect(broken('freightPrice', '-1')).toEqual(['priceFormat']);
    expect(ProductSubmission.parse({ ...validSubmission(), freightPrice: '' }).freightPrice).toBe('0');
  });
});

describe('exact decimal comparison', () => {
  it('compares without float rounding', () => {
    expect(compareDecimal('9999999999.9999', '9999999999.9998')).toBe(1);
    expect(compareDecimal('10', '9.9999')).toBe(1);
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('2', '10')).toBe(-1);
  });
});

describe('review transitions', () => {
  it('allows only the moves of the table', () => {
    expect(nextReviewState('submitted', 'approve')).toBe('approved');
    expect(nextReviewState('submitted', 'reject')).toBe('rejected');
    expect(nextReviewState('rejected', 'submit')).toBe('submitted');
    expect(nextReviewState('approved', 'submit')).toBe('submitted');
    expect(nextReviewState('approved', 'approve')).toBeNull();
    expect(nextReviewState('rejected', 'approve')).toBeNull();
  });
});

describe('client upload checks', () => {
  it('checks the extension in any case, then the size', () => {
    expect(clientUploadProblem({ name: 'A.JPG', size: 10 }, 'image')).toBeNull();
    expect(clientUploadProblem({ name: 'a.Gif', size: 10 }, 'image')).toBeNull();
    expect(clientUploadProblem({ name: 'a.webp', size: 10 }, 'image')).toBe('imageType');
    expect(clientUploadProblem({ name: 'jpg', size: 10 }, 'image')).toBe('imageType');
    expect(
      clientUploadProblem(
        { name: 'a.png', size: PRODUCT_IMAGE_MAX_BYTES + 1 },
        'image',
        PRODUCT_IMAGE_MAX_BYTES,
      ),
    ).toBe('imageTooLarge');
    expect(
      clientUploadProblem({ name: 'a.png', size: PRODUCT_IMAGE_MAX_BYTES }, 'image', PRODUCT_IMAGE_MAX_BYTES),
    ).toBeNull();
    expect(clientUploadProblem({ name: 'v.MP4', size: VIDEO_MAX_BYTES }, 'video')).toBeNull();
    expect(clientUploadProblem({ name: 'v.mp4', size: VIDEO_MAX_BYTES + 1 }, 'video')).toBe('videoTooLarge');
    expect(clientUploadProblem({ name: 'v.mov', size: 1 }, 'video')).toBe('videoType');
  });
});
