import type { StockDocuments } from './documents';
import type { StockListFiles } from './list-files';

/** One kind of stock document's calls: where they live, the page that guards them, what the reference calls it. */
export interface DocumentCalls {
  /** e.g. '/stock/document' (merchant stock-in), '/stock/thirdPartyIn'. */
  base: string;
  /** The Stock Management page (menu seed) whose permission the calls need. */
  page: string;
  /** The document's name in the OpenAPI summaries, e.g. 'stock-in'. */
  noun: string;
  docs: StockDocuments;
  /** The downloads' name, e.g. 'stock-in' (`stock-in-2026-11-26.xlsx`, `stock-in-template-….xlsx`). */
  file: string;
  /** The lists as xlsx (the documents' file reads the list through `docs`). */
  files: StockListFiles;
  /** Whether drafts of this kind can be imported from the xlsx template (`${base}/template`, `${base}/import`). */
  importable: boolean;
}

/** Who did it, as the ledger records it. */
export const actorOf = (account: { kind: string; id: number }) => `${account.kind}:${account.id}`;
