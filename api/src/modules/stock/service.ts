import type { StockInventoryQuery, StockLedgerQuery, StockPickQuery } from '@dropmall/contract';
import type { Db } from '../../db/client';
import { StockCounts } from './counts';
import { MERCHANT_IN, StockDocuments, THIRD_PARTY_IN, THIRD_PARTY_OUT } from './documents';
import { inventoryPage } from './inventory';
import { ledgerPage } from './ledger-reader';
import { StockListFiles } from './list-files';
import { pickList, type ShippableOrders } from './pick';
import { addLocation, placesOf } from './places';

/** The pick list's reads. */
export class StockPicking {
  constructor(
    private readonly db: Db,
    private readonly orders: ShippableOrders,
  ) {}

  list(businessId: number, q: StockPickQuery, lang: 'en' | 'zh') {
    return pickList(this.db, this.orders, businessId, q, lang);
  }
}

/** The stock module's calls for its routes: places, documents, counts, the pick list, the ledger, files. */
export class StockService {
  /** Merchant stock-in documents. */
  readonly documents: StockDocuments;
  /** Third-party stock-in and stock-out documents (the business's own warehouses). */
  readonly thirdPartyIn: StockDocuments;
  readonly thirdPartyOut: StockDocuments;
  readonly counts: StockCounts;
  readonly picking: StockPicking;
  /** The lists as xlsx files. */
  readonly files: StockListFiles;

  constructor(
    private readonly db: Db,
    orders: ShippableOrders,
  ) {
    this.documents = new StockDocuments(db, MERCHANT_IN);
    this.thirdPartyIn = new StockDocuments(db, THIRD_PARTY_IN);
    this.thirdPartyOut = new StockDocuments(db, THIRD_PARTY_OUT);
    this.counts = new StockCounts(db);
    this.picking = new StockPicking(db, orders);
    this.files = new StockListFiles(db, this.counts, orders);
  }

  places(businessId: number, lang: 'en' | 'zh') {
    return placesOf(this.db, businessId, lang);
  }

  addLocation(businessId: number, input: { warehouseId: number; code: string; name: string }) {
    return addLocation(this.db, businessId, input);
  }

  ledger(businessId: number, q: StockLedgerQuery, lang: 'en' | 'zh') {
    return ledgerPage(this.db, businessId, q, lang);
  }

  /** Stock lines with in stock and the synchronized / manual outbound split. */
  inventory(businessId: number, q: StockInventoryQuery, lang: 'en' | 'zh') {
    return inventoryPage(this.db, businessId, q, lang);
  }
}
