import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog/catalog-service';
import { ProductReader } from '../catalog/seller-product-reader';
import type { FindForeignFile } from '../uploads/service';
import { sellerListsAdminRoutes } from './lists-admin-routes';
import { SellerListsAdminService } from './lists-admin-service';
import { SellerListsService } from './lists-service';
import { ProductWriter } from './product-writer';
import { productReviewRoutes } from './review-routes';
import { ReviewService, type ReviewServiceOptions } from './review-service';
import { sellerProductRoutes } from './routes';

export type { ProductReviewedEvent } from './notices';

/** Seller products and their review, wired once; `onReviewed` is where messages will listen. */
export function createSellerProducts(deps: {
  db: Db;
  catalog: CatalogService;
  findForeignFile: FindForeignFile;
  review?: ReviewServiceOptions;
}) {
  const reader = new ProductReader(deps.db);
  const review = new ReviewService(deps.db, deps.review);
  const writer = new ProductWriter(deps.db, deps.findForeignFile);
  const lists = new SellerListsService(deps.db);
  return {
    reader,
    review,
    writer,
    async register(api: FastifyInstance) {
      await api.register(sellerProductRoutes, { writer, reader, review, lists, catalog: deps.catalog });
      await api.register(productReviewRoutes, { reader, review });
      await api.register(sellerListsAdminRoutes, { admin: new SellerListsAdminService(deps.db) });
    },
  };
}
