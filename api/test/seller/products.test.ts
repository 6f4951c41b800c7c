import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products, productVariants, uploadedFiles } from '../../src/db/schema';
import { list as messagesOf } from '../messages/support';
import { expectOk, expectRefused, newBusiness, newStaff, roleWith, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { get, loginToken, post } from '../support/http';
import { postJson, type Submission, submission, uploadedPicture } from './product-support';

let t: TestApp;
let seller: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  seller = await loginToken(t.app, 'demo@dropmall.test', 'demo123456');
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
});
afterAll(() => t.close());

const save = (body: unknown, token = seller, lang?: 'en' | 'zh') =>
  postJson(t.app, '/v1/product/save', body, { token, lang });
const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]?.n;
const mallSearch = async (title: string) =>
  expectOk<{ total: number; records: { id: number }[] }>(
    await get(t.app, `/v1/mall/index/page?title=${encodeURIComponent(title)}`),
  );
const review = (id: number, decision: string, reason = '') =>
  post(t.app, '/v1/productReview/review', { id, decision, reason }, { token: operator });

async function saved(body: Submission, token = seller): Promise<number> {
  return expectOk<{ id: number }>(await save(body, token)).id;
}

describe('submitting, reviewing and shelving a product', () => {
  it('tells the seller each decision once, as a message in their language with a link to act on it', async () => {
    const rejected = await saved(await submission(t.app, t.database.db, seller, 'Notice Test Mug'));
    const approved = await saved(await submission(t.app, t.database.db, seller, 'Notice Test Lamp'));
    expect((await review(rejected, 'reject', 'the pictures are blurry')).statusCode).toBe(200);
    expect((await review(approved, 'approve')).statusCode).toBe(200);
    expect((await review(approved, 'approve')).statusCode).toBe(409); // decided already: no second message

    const told = (await messagesOf(t.app, seller, 'size=50', 'zh')).records.filter((m) =>
      m.content.includes('Notice Test'),
    );
    expect(told.map((m) => [m.title, m.link])).toEqual([
      ['商品审核通过', '/businessCenter/product'],
      ['商品审核未通过', `/businessCenter/AddProduct?id=${rejected}`],
    ]);
    expect(told[1]?.content).toBe('“Notice Test Mug”未通过审核：the pictures are blurry。请修改后重新提交。');
  });

  it('saves off shelf waiting for review; approval puts it in the mall search with its variants and images', async () => {
    const body = await submission(t.app, t.database.db, seller, 'Breezy Linen Shirt');
    const id = await saved(body);
    const own = expectOk<Record<string, unknown>>(
      await get(t.app, `/v1/product/get?id=${id}`, { token: seller }),
    );
    expect(own).toMatchObject({
      status: 2,
      reviewState: 'submitted',
      title: 'Breezy Linen Shirt',
      keywords: 'linen',
      intro: 'cool',
      xgNum: '5',
      tagId: '1,2',
      serveId: '1',
      storyId: 1,
    });
    expect(own.sku).toMatch(/^DM\d{7,}$/);
    expect((own.mallSpecDataList as unknown[]).length).toBe(2);
    expect((await mallSearch('Breezy Linen')).total).toBe(0);
    expect((await get(t.app, `/v1/mall/index/get?id=${id}`)).statusCode).toBe(404);

    const queue = expectOk<{ records: { id: number; businessName: string }[] }>(
      await post(t.app, '/v1/productReview/list', {}, { token: operator }),
    );
    expect(queue.records.map((r) => r.id)).toContain(id);
    expectOk(await review(id, 'approve'));

    expect((await mallSearch('Breezy Linen')).records.map((r) => r.id)).toEqual([id]);
    const detail = expectOk<Record<string, unknown>>(await get(t.app, `/v1/mall/index/get?id=${id}`));
    expect(detail.mallSpecTop).toEqual({ cols3: 'Colour', cols4: 'Size' });
    expect(detail.mallSpecDataList).toMatchObject([
      { cols3: 'Red', cols4: 'M', kc: 10, price: 20.5 },
      { cols3: 'Blue', cols4: 'L', kc: 4 },
    ]);
    expect((detail.mallProductDetailBannerList as unknown[]).length).toBe(2);
    expect(detail.price).toBe(20.5);
    // Decided once: a second decision is refused.
    expectRefused(await review(id, 'reject', 'late'), 409, 4090);
  });

  it('a rejection carries its reason to the seller, who edits and resubmits', async () => {
    const id = await saved(await submission(t.app, t.database.db, seller));
    expect(expectRefused(await review(id, 'reject'), 400)).toBe('please give the reason for the rejection');
    expectOk(await review(id, 'reject', 'Blurry pictures'));
    const list = expectOk<{
      records: {
        id: number;
        reviewState: string;
        rejectReason: string;
        stock: number;
        variantCount: number;
      }[];
    }>(await get(t.app, '/v1/product/list?reviewState=rejected', { token: seller }));
    expect(list.records.find((r) => r.id === id)).toMatchObject({
      reviewState: 'rejected',
      rejectReason: 'Blurry pictures',
      stock: 14,
      variantCount: 2,
    });
    expectRefused(await post(t.app, '/v1/product/onShelf', { id }, { token: seller }), 409);
    const edited = { ...(await submission(t.app, t.database.db, seller)), id };
    expectOk(await save(edited));
    const again = expectOk<{ reviewState: string; rejectReason: string }>(
      await get(t.app, `/v1/product/get?id=${id}`, { token: seller }),
    );
    expect(again).toMatchObject({ reviewState: 'submitted', rejectReason: '' });
  });

  it('off shelf and back; an edit sends an approved product through review again', async () => {
    const body = await submission(t.app, t.database.db, seller, 'Shelf Test Lamp');
    const id = await saved(body);
    expectOk(await review(id, 'approve'));
    expectOk(await post(t.app, '/v1/product/offShelf', { id }, { token: seller }));
    expect((await mallSearch('Shelf Test Lamp')).total).toBe(0);
    expectRefused(await post(t.app, '/v1/product/offShelf', { id }, { token: seller }), 409);
    expectOk(await post(t.app, '/v1/product/onShelf', { id }, { token: seller }));
    expect((await mallSearch('Shelf Test Lamp')).total).toBe(1);

    const own = expectOk<Record<string, unknown>>(
      await get(t.app, `/v1/product/get?id=${id}`, { token: seller }),
    );
    expectOk(await save({ ...body, ...own, id, status: 2, title: 'Shelf Test Lamp Two' }));
    expect((await mallSearch('Shelf Test Lamp')).total).toBe(0);
    expect(expectRefused(await post(t.app, '/v1/product/onShelf', { id }, { token: seller }), 409)).toMatch(
      /only an approved product/,
    );
  });

  it('an edit keeps deleted pictures as invalid=1 at the end, and removed variants as invalid', async () => {
    const body = await submission(t.app, t.database.db, seller);
    const id = await saved(body);
    const own = expectOk<
      Submission & { mallProductDetailBannerList: { id: number }[]; mallSpecDataList: { cols1: string }[] }
    >(await get(t.app, `/v1/product/get?id=${id}`, { token: seller }));
    const [first, second] = own.mallProductDetailBannerList as unknown as { id: number; imgUrl: string }[];
    const edit = {
      ...own,
      mallProductDetailBannerList: [
        { ...second, invalid: 0, sort: 0 },
        { ...first, invalid: 1, sort: 1 },
        { id: '', imgUrl: body.productUrl, invalid: 0, sort: 2 },
      ],
      mallSpecDataList: [own.mallSpecDataList[1]],
    };
    expectOk(await save(edit));
    const rows = await t.database.db.select().from(productImages).where(eq(productImages.productId, id));
    const banners = rows.filter((r) => r.kind === 'banner').sort((a, b) => a.sort - b.sort);
    expect(banners.map((b) => [b.id === first?.id, b.invalid])).toEqual([
      [false, 0],
      [false, 0],
      [true, 1],
    ]);
    const variants = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    expect(variants.map((v) => v.invalid).sort()).toEqual([0, 1]);
  });
});

describe('what the server refuses, storing nothing', () => {
  const cases: [string, (b: Submission) => void, string][] = [
    [
      '100 carousel images',
      (b) => {
        b.mallProductDetailBannerList = Array.from({ length: 100 }, (_, i) => ({
          id: '',
          imgUrl: b.productUrl,
          invalid: 0,
          sort: i,
        }));
      },
      'at most 99 carousel images',
    ],
    [
      'a price with 11 integer digits',
      (b) => {
        b.underlinedPrice = '10000000000';
      },
      'underlinedPrice: an amount of 0 or more, up to 10 integer digits and 4 decimals, no leading zeros',
    ],
    [
      'a negative price',
      (b) => {
        b.price = '-5';
      },
      'price: an amount of 0 or more, up to 10 integer digits and 4 decimals, no leading zeros',
    ],
    [
      'a price with 5 decimals',
      (b) => {
        b.price = '20.12345';
      },
      'price: an amount of 0 or more, up to 10 integer digits and 4 decimals, no leading zeros',
    ],
    [
      'a sales price above the strike-through price',
      (b) => {
        b.price = '31';
      },
      'the sales price cannot exceed the strike-through price',
    ],
    [
      'a purchase price above the sales price',
      (b) => {
        (b.mallSpecDataList[0] as Record<string, unknown>).xyPrice = '25';
      },
      'the sales price must be above the purchase price',
    ],
    [
      'duplicate variant rows',
      (b) => {
        Object.assign(b.mallSpecDataList[1] as object, { cols3: 'Red', cols4: 'M' });
      },
      'same specification exists',
    ],
    [
      'a header missing',
      (b) => {
        b.mallSpecTop = { cols3: 'Colour', cols4: '' };
      },
      'every attribute column needs a header',
    ],
    [
      'a value of two lines',
      (b) => {
        (b.mallSpecDataList[0] as Record<string, unknown>).cols3 = 'Dark\nred';
      },
      'specification values must be one line, without tabs or line breaks',
    ],
    [
      'no variant row',
      (b) => {
        b.mallSpecDataList = [];
      },
      'at least one variant row must remain',
    ],
    [
      'two category levels only',
      (b) => {
        b.category3Id = b.category2Id;
      },
      'product categories only support three levels',
    ],
    [
      'status 1 on add',
      (b) => {
        b.status = 1;
      },
      'a submitted product is off shelf (status 2) until it is approved',
    ],
    [
      'a picture from elsewhere',
      (b) => {
        b.productUrl = 'https://evil.test/x.png';
      },
      'https://evil.test/x.png must be a file uploaded here',
    ],
    [
      'an unknown product type',
      (b) => {
        b.productType = 99999;
      },
      'productType 99999 does not exist',
    ],
    [
      'an article number with #',
      (b) => {
        (b.mallSpecDataList[0] as Record<string, unknown>).articleNumber = 'A#1';
      },
      'the article number may contain letters, digits and - . _ / only',
    ],
    [
      'a purchase limit of 11 digits',
      (b) => {
        b.xgNum = '12345678901';
      },
      'the purchase limit is an integer of up to 10 digits',
    ],
    [
      'a missing title',
      (b) => {
        b.title = '  ';
      },
      'title is required',
    ],
  ];
  it.each(cases)('%s', async (_name, change, message) => {
    const body = await submission(t.app, t.database.db, seller);
    change(body);
    const before = await productCount();
    expect(expectRefused(await save(body), 400, 4000)).toBe(message);
    expect(await productCount()).toBe(before);
  });

  it('answers in Chinese for a Chinese caller', async () => {
    const body = await submission(t.app, t.database.db, seller);
    Object.assign(body.mallSpecDataList[1] as object, { cols3: 'Red', cols4: 'M' });
    expect((await save(body, seller, 'zh')).json().msg).toBe('已存在相同规格');
  });

  it('stores a description with <script> and onerror= sanitized', async () => {
    const body = await submission(t.app, t.database.db, seller);
    body.description =
      '<p onclick="x()">Nice<script>alert(1)</script><img src="/uploads/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    const id = await saved(body);
    const [row] = await t.database.db
      .select({ d: products.description })
      .from(products)
      .where(eq(products.id, id));
    expect(row?.d).toBe('<p>Nice<img src="/uploads/a.png" /><a rel="noopener noreferrer nofollow">x</a></p>');
  });
});

describe('who may do what', () => {
  it('another seller’s product id answers 404 on save, get and shelf calls', async () => {
    const id = await saved(await submission(t.app, t.database.db, seller));
    const other = await newBusiness(t.app);
    const theirs = { ...(await submission(t.app, t.database.db, other.token)), id };
    expectRefused(await save(theirs, other.token), 404, 4040);
    expectRefused(await get(t.app, `/v1/product/get?id=${id}`, { token: other.token }), 404);
    expectRefused(await post(t.app, '/v1/product/offShelf', { id }, { token: other.token }), 404);
    const mine = expectOk<{ title: string }>(await get(t.app, `/v1/product/get?id=${id}`, { token: seller }));
    expect(mine.title).not.toBe(theirs.title);
  });

  it('a picture another business uploaded is refused; pictures a product already shows may be kept', async () => {
    const other = await newBusiness(t.app);
    const theirPicture = await uploadedPicture(t.app, other.token);
    const [owner] = await t.database.db
      .select({ businessId: uploadedFiles.businessId })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.url, theirPicture));
    expect(owner?.businessId).toBe(other.businessId);

    const body = await submission(t.app, t.database.db, seller);
    const before = await productCount();
    expect(expectRefused(await save({ ...body, productUrl: theirPicture }, seller), 400)).toBe(
      `${theirPicture} must be a file uploaded here`,
    );
    expect(await productCount()).toBe(before);

    // An edit that leaves the pictures as they are passes, even after the upload record is gone.
    const id = await saved(body);
    await t.database.db.delete(uploadedFiles).where(eq(uploadedFiles.url, body.productUrl));
    expectOk(await save({ ...body, id, title: `${body.title} v2` }));
  });

  it('sellers cannot review, operators cannot save; a buyer-only staff member cannot touch products', async () => {
    expectRefused(await post(t.app, '/v1/productReview/list', {}, { token: seller }), 403, 4030);
    expectRefused(await save(await submission(t.app, t.database.db, seller), operator), 403);
    const buyer = await newStaff(t, seller, await roleWith(t, seller, 'business', [['/myCenter/cartList']]));
    expectRefused(await get(t.app, '/v1/product/list', { token: buyer.token }), 403);
    expectRefused(await get(t.app, '/v1/product/getProductTypes', { token: buyer.token }), 403);
    expectRefused(await get(t.app, '/v1/product/list'), 401, 1001);
  });

  it('the seller lists answer in the caller language', async () => {
    const types = expectOk<{ name: string }[]>(
      await get(t.app, '/v1/product/getProductTypes', { token: seller, lang: 'zh' }),
    );
    expect(types[0]?.name).toBe('普通商品');
    for (const path of ['getProductServe', 'getProductStorys', 'getProductTags', 'category'])
      expect(
        expectOk<unknown[]>(await get(t.app, `/v1/product/${path}`, { token: seller })).length,
        path,
      ).toBeGreaterThan(0);
  });
});
