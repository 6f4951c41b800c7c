import type {
  SampleBulkAdded,
  SampleBulkRequest,
  SampleCreated,
  SampleListQuery,
  SamplePage,
  SampleReviewRequest,
  SampleView,
} from '@dropmall/contract';
import { post } from '../../lib/http';
import { newIdempotencyKey } from '../../lib/idempotency';

/** Business Management -> Try-on List and the detail's "Order a sample" (docs/decisions.md). */
export type { SampleCreated, SampleView };
export const sampleKeys = {
  all: ['samples'] as const,
  list: (query: object) => ['samples', 'list', query] as const,
};

export const fetchSamples = (query: SampleListQuery) =>
  post<SamplePage>('/sample/list', { current: query.current, size: query.size });
/** One press of the button, one key: a retry of the same press gets the first answer, not a second order. */
export const createSample = (variantId: number) =>
  post<SampleCreated>('/sample/create', { variantId }, { idempotencyKey: newIdempotencyKey() });
export const orderInBulk = (input: SampleBulkRequest) =>
  post<SampleBulkAdded>('/sample/bulk', { id: input.id, num: input.num });
export const reviewSample = (input: SampleReviewRequest) =>
  post<null>('/sample/review', { id: input.id, verdict: input.verdict ?? '', note: input.note });
