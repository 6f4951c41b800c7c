import { UPLOAD_PATHS, UploadedFile, type UploadKind, UploadScopeQuery } from '@dropmall/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { badRequest } from '../../http/errors';
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
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024 } });

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
        const limit = uploadLimit(kind, scope);
        const file = await request.file({ limits: { fileSize: limit } }).catch((error: Error) => {
          // busboy throws plain errors for a broken multipart head (no boundary): the caller's mistake.
          if (error.message?.startsWith('Multipart:')) throw badRequest('badBody');
          throw error;
        });
        if (!file) throw badRequest('uploadMissing');
        let body: Buffer;
        try {
          body = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind, scope);
          throw error;
        }
        const { url } = await uploads.store(kind, body, owner, scope);
        return officeOk({ url }, url);
      },
    );
  route('image');
  route('video');
};
