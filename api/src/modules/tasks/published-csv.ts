import type { Language, StorePlatform } from '@dropmall/contract';
import type { CatalogService } from '../catalog/catalog-service';
import type { PackageBuilder } from './package/builder';
import { csvLine } from './package/csv';
import { SHOPIFY_HEADER, shopifyRows } from './package/shopify';
import { wooHeader, wooRows } from './package/woocommerce';
import type { TakenProductsService } from './taken-service';

/** The publish list as a store import file, written a chunk of products at a time. */
export class PublishedCsv {
  constructor(
    private readonly taken: TakenProductsService,
    private readonly catalog: CatalogService,
    private readonly packages: PackageBuilder,
  ) {}

  async *lines(businessId: number, platform: StorePlatform, lang: Language): AsyncGenerator<string> {
    const attributes = platform === 'woocommerce' ? await this.taken.maxAttributes(businessId, 3) : 0;
    yield csvLine(platform === 'shopify' ? SHOPIFY_HEADER : wooHeader(attributes));
    for await (const ids of this.taken.productIds(businessId, 3)) {
      for (const product of await this.catalog.packageProducts(ids, lang)) {
        const rows =
          platform === 'shopify'
            ? shopifyRows(product, this.packages.absolute)
            : wooRows(product, this.packages.absolute, attributes);
        yield rows.map(csvLine).join('');
      }
    }
  }
}
