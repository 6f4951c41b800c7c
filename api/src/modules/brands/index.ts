import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FindForeignFile } from '../uploads/service';
import { brandRoutes } from './routes';
import { BrandService } from './service';

export { lockProductBrand, type ProductBrand } from './product-brand';
export { BRAND_PAGE } from './routes';
export { brandText } from './texts';

/** The Brand List, wired once (compose.ts). */
export function createBrands(deps: { db: Db; findForeignFile: FindForeignFile }) {
  const service = new BrandService(deps.db, deps.findForeignFile);
  return {
    service,
    async register(api: FastifyInstance) {
      await api.register(brandRoutes, { brands: service });
    },
  };
}
