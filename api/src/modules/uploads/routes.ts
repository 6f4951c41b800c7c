import { UPLOAD_PATHS, UploadedFile, type UploadKind, UploadScopeQuery } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { acceptMultipart, readOneFile } from '../../http/multipart-file';
import { type ImageScope, tooLarge, type UploadOwner, type UploadService, uploadLimit } from './service';

/** Who may upload: a business user who may manage products (a buyer-only staff member may not). */
export const SELLER_PAGE = { scope: 'business', page: '/businessCenter/product' } as const;
/** ...or who may ask for an after-sale (voucher pictures). */
export const AFTER_SALE_PAGE = { scope: 'business', page: '/order/afterSale' } as const;
/** ...or who keeps the Brand List (brand logos). */
export const BRAND_LIST_PAGE = { scope: 'business', page: '/businessCenter/brandList' } as const;

/**
 * POST a file (multipart, any field name) with the business token; the answer is `{ code, msg }` with msg the
 * file's URL (spec 001 §3, §7), and model repeats it. `scope=product` applies the AddProduct page's 1 MB.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  // Multipart is accepted by these two routes only.
  await acceptMultipart(app);

  const route = (kind: UploadKind) =>
    app.post(
      UPLOAD_PATHS[kind],
      {
        config: { access: access.permission(SELLER_PAGE, AFTER_SALE_PAGE, BRAND_LIST_PAGE) },
        schema: {
          tags: ['uploads'],
          summary: kind === 'image' ? 'Upload a JPG, PNG or GIF picture' : 'Upload an MP4 video',
          querystring: UploadScopeQuery,
          response: { 200: officeSchema(UploadedFile) },
        },
      },
      async (request) => {
        const scope: ImageScope = request.query.scope;
        const { businessId, userId } = request.caller.businessUser; // operators do not upload
        const owner: UploadOwner = { businessId, accountId: userId };
        const { body } = await readOneFile(request, uploadLimit(kind, scope), () => tooLarge(kind, scope));
        const { url } = await uploads.store(kind, body, owner, scope);
        return officeOk({ url }, url);
      },
    );
  route('image');
  route('video');
};
