import type { Readable } from 'node:stream';
import {
  type Language,
  type OrderStatus,
  type ProductTaskRequest,
  type ProductTaskResult,
  type StorePublishQueued,
  type StorePublishRequest,
  TaskDataType,
} from '@dropmall/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { translate } from '../../http/language';
import type { CatalogService } from '../catalog/catalog-service';
import type { StorePublishing } from './handlers';
import type { PackageBuilder } from './package/builder';
import type { TakenProductsService } from './taken-service';
import type { TaskStore } from './task-store';
import { taskText } from './texts';

/** The business user a task is made for. */
export interface TaskOwner {
  businessId: number;
  userId: number;
}

/**
 * What the storefront's Download and Publish buttons and the order page's export do: publish puts products
 * on the publish list at once; a batch download and an order export are queued as export tasks; a single
 * product's package (/product/initzip) is streamed straight back.
 */
export class ProductTaskService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly taken: TakenProductsService,
    private readonly store: TaskStore,
    private readonly packages: PackageBuilder,
    /** Wakes the worker when a task is queued (nothing when the worker is off). */
    private readonly kick: () => void,
    /** Publishing to connected stores (absent: the publish list and its CSV files only). */
    private readonly publishing?: StorePublishing,
  ) {}

  /** All the products must be on sale; an off-shelf or unknown one answers 404 like the detail page. */
  private async onShelf(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const found = await this.catalog.onShelfIds(unique);
    if (found.size !== unique.length) throw notFound('productNotFound');
    return unique;
  }

  async create(owner: TaskOwner, input: ProductTaskRequest, lang: Language): Promise<ProductTaskResult> {
    const { businessId, userId } = owner;
    const ids = await this.onShelf(input.parentId);
    if (input.platformDataType === TaskDataType.publish) {
      await this.db.transaction((tx) => this.taken.record(tx, businessId, ids, TaskDataType.publish));
      return { platformDataType: TaskDataType.publish, taskId: null, duplicate: false, count: ids.length };
    }
    const { task, duplicate } = await this.store.create({
      businessId,
      userId,
      dataType: TaskDataType.download,
      title: input.title || translate(taskText.defaultDownloadTitle, lang, { count: ids.length }),
      payload: { productIds: ids, lang },
      dedupOn: { productIds: ids },
      fileType: 'zip',
    });
    if (!duplicate) this.kick();
    return { platformDataType: TaskDataType.download, taskId: task.id, duplicate, count: ids.length };
  }

  /**
   * Publish to a connected store: the store is checked (another business's: 404; paused: 409), the
   * products go on the publish list (counted once the store has them) and a task sends them; publishing
   * the same products again while that task waits answers it.
   */
  async publishToStore(
    owner: TaskOwner,
    input: StorePublishRequest,
    lang: Language,
  ): Promise<StorePublishQueued> {
    const { businessId, userId } = owner;
    if (!this.publishing) throw notFound(taskText.noStores);
    const ids = await this.onShelf(input.productIds);
    const { storeId } = input;
    const { storeName } = await this.publishing.prepare(businessId, storeId, ids);
    await this.db.transaction((tx) => this.taken.record(tx, businessId, ids, TaskDataType.publish, true));
    const { task, duplicate } = await this.store.create({
      businessId,
      userId,
      dataType: TaskDataType.publish,
      title: translate(taskText.defaultPublishTitle, lang, { store: storeName, count: ids.length }),
      payload: { storeId, productIds: ids, lang },
      dedupOn: { storeId, productIds: ids },
      dedupWhileQueued: true,
      // Nothing to download: the column wants a type.
      fileType: 'zip',
    });
    if (!duplicate) this.kick();
    return { taskId: task.id, count: ids.length, duplicate };
  }

  /** Queues the caller's order list (one status or all) as a spreadsheet. */
  async exportOrders(owner: TaskOwner, status: OrderStatus | undefined, lang: Language) {
    const { businessId, userId } = owner;
    const { task, duplicate } = await this.store.create({
      businessId,
      userId,
      dataType: TaskDataType.orderExport,
      title: translate(taskText.defaultOrderTitle, lang),
      payload: { status: status ?? null, lang },
      dedupOn: { status: status ?? null },
      fileType: 'xls',
    });
    if (!duplicate) this.kick();
    return { taskId: task.id, duplicate };
  }

  /** One product's package, streamed: the download is recorded first, then the zip fills as it is sent. */
  async productZip(owner: TaskOwner, id: number, lang: Language): Promise<{ sku: string; zip: Readable }> {
    const { businessId } = owner;
    await this.onShelf([id]);
    const [product] = await this.catalog.packageProducts([id], lang);
    if (!product) throw notFound('productNotFound');
    await this.db.transaction((tx) => this.taken.record(tx, businessId, [id], TaskDataType.download));
    return { sku: product.sku, zip: this.packages.zip([product]) };
  }
}
