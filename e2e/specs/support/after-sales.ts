import type { LoginModel } from '@dropmall/contract';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, call, OPERATOR } from './accounts';
import { PNG } from './products';

/** Helpers of the after-sales story: a product sold by a business that can log in. */

const bearer = (session: LoginModel) => ({ Authorization: `Bearer ${session.token}` });

async function model<T>(request: APIRequestContext, session: LoginModel, path: string): Promise<T> {
  const response = await request.get(`/v1${path}`, { headers: bearer(session) });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`GET ${path}: HTTP ${response.status()} ${body.msg}`);
  return body.model as T;
}

interface Node {
  id: number;
  children: Node[];
}

/**
 * The seller puts a product on sale through the API (pictures uploaded, /product/save, then an operator's
 * approval): the demo catalogue's suppliers have no logins, so the story's seller needs a product of its own.
 */
export async function productSoldBy(request: APIRequestContext, seller: LoginModel, title: string) {
  const uploaded = await request.post('/v1/upload/image?scope=product', {
    headers: bearer(seller),
    multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: PNG } },
  });
  const url = (await uploaded.json()).msg as string;
  const tree = await model<Node[]>(request, seller, '/product/category');
  const one = tree[0];
  const two = one?.children[0];
  const three = two?.children[0];
  const [type] = await model<{ id: number }[]>(request, seller, '/product/getProductTypes');
  if (!one || !two || !three || !type) throw new Error('no category chain or product type');
  const picture = (sort: number) => ({ id: '', imgUrl: url, invalid: 0, sort });
  const saved = await request.post('/v1/product/save', {
    headers: bearer(seller),
    data: {
      title,
      shortTitle: 'Mug',
      pp: 'Acme',
      categoryId: one.id,
      category2Id: two.id,
      category3Id: three.id,
      productType: type.id,
      tagId: '1',
      serveId: '1',
      storyId: 1,
      underlinedPrice: '30',
      price: '24.5',
      xgNum: '5',
      status: 2,
      description: '<p>A sturdy mug</p>',
      productUrl: url,
      videoUrl: '',
      videoPicUrl: '',
      mallProductDetailBannerList: [picture(0)],
      mallProductDetailImgsList: [picture(0)],
      mallSpecTop: { cols3: 'Colour' },
      mallSpecDataList: [
        {
          cols1: '',
          cols2: url,
          cols3: 'White',
          articleNumber: 'MUG-W',
          kc: 10,
          xyPrice: '10',
          manageVip1Money: '1',
          manageVip2Money: '2',
        },
      ],
    },
  });
  const body = await saved.json();
  if (body.code !== 0) throw new Error(`product/save: ${body.msg}`);
  const productId = body.model.id as number;
  // By e-mail: readyBusiness used the operator's SMS login a moment ago (120 s cool-down per address).
  const operator = await apiLogin(request, 'operator@dropmall.test', OPERATOR.password);
  await call(
    request,
    '/productReview/review',
    { id: String(productId), decision: 'approve' },
    operator.token,
  );
  return productId;
}
