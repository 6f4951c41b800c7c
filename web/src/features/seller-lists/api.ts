import type { SellerListEntry, SellerListEntryInput, SellerListKind } from '@dropmall/contract';
import { get, post } from '../../lib/http';

/** The operators' seller-list calls (paths are ours; see docs/decisions.md). */

export const sellerListKeys = {
  all: ['sellerLists'] as const,
  list: (kind: SellerListKind) => ['sellerLists', kind] as const,
};

/** What the entry form sends; the texts and the sort order may be left out. */
export type SellerListDraft = Omit<SellerListEntryInput, 'contentEn' | 'contentZh' | 'sort'> &
  Partial<Pick<SellerListEntryInput, 'contentEn' | 'contentZh' | 'sort'>>;

export const fetchSellerList = (kind: SellerListKind) => get<SellerListEntry[]>('/sellerList/list', { kind });

export const saveSellerListEntry = (kind: SellerListKind, draft: SellerListDraft) =>
  post<SellerListEntry>('/sellerList/save', {
    kind,
    id: draft.id,
    nameEn: draft.nameEn,
    nameZh: draft.nameZh,
    contentEn: draft.contentEn ?? '',
    contentZh: draft.contentZh ?? '',
    sort: draft.sort ?? 0,
  });

export const removeSellerListEntry = (kind: SellerListKind, id: number) =>
  post<null>('/sellerList/delete', { kind, id });
