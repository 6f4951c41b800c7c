import type { AgreementRecord, AgreementSaveRequest, AgreementsRead, Page } from '@dropmall/contract';
import { post } from '../../lib/http';

/** Agreement calls (spec 001 §7: paging {status:0}, detail {id}, mark read {ids}; operators' save). */

export const agreementKeys = {
  all: ['agreements'] as const,
  unread: ['agreements', 'unread'] as const,
  manage: (current: number) => ['agreements', 'manage', current] as const,
};

/** The agreements the caller's business has not read, in reading order (up to 50 at a time). */
export const fetchUnread = () =>
  post<Page<AgreementRecord>>('/treaty/page', { status: 0, current: 1, size: 50 });
export const fetchAgreement = (id: number) => post<AgreementRecord>('/treaty/detail', { id });
export const markAgreementsRead = (ids: readonly number[]) =>
  post<AgreementsRead>('/treaty/read', { ids: ids.join(',') });

export type AgreementDraft = AgreementSaveRequest;

export const fetchManaged = (current: number) =>
  post<Page<AgreementRecord>>('/treaty/manage/list', { current, size: 10 });
export const saveAgreement = (draft: AgreementDraft) =>
  post<AgreementRecord>('/treaty/manage/save', {
    id: draft.id,
    title: draft.title,
    context: draft.context,
    messageFile: draft.messageFile,
    publish: draft.publish,
  });
