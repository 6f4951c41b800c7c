import type {
  BrandListQuery,
  BrandOption,
  BrandPage,
  BrandSave,
  BrandSaved,
  BrandState,
  BrandView,
} from '@dropmall/contract';
import { post } from '../../lib/http';

/** Business Management -> Brand List (docs/decisions.md "Brand List and Try-on List"). */
export type { BrandOption, BrandView };
export const brandKeys = {
  all: ['brands'] as const,
  list: (query: object) => ['brands', 'list', query] as const,
  options: ['brands', 'options'] as const,
};

export const fetchBrands = (query: Partial<BrandListQuery>) =>
  post<BrandPage>('/brand/list', {
    current: query.current ?? 1,
    size: query.size ?? 20,
    ...(query.state ? { state: query.state } : {}),
    ...(query.name ? { name: query.name } : {}),
  });
export const fetchBrandOptions = () => post<BrandOption[]>('/brand/options');
export const saveBrand = (input: BrandSave) =>
  post<BrandSaved>('/brand/save', {
    ...(input.id ? { id: input.id } : {}),
    name: input.name,
    logoUrl: input.logoUrl,
    description: input.description,
    website: input.website,
  });
export const setBrandState = (id: number, state: BrandState) => post<null>('/brand/state', { id, state });
export const deleteBrand = (id: number) => post<null>('/brand/delete', { id });
