import { useQuery } from '@tanstack/react-query';
import { addressKeys, fetchRegions } from './api';

/** The children of a region, once a parent is chosen; the tree does not change while the page is open. */
export function useRegions(pid: number | undefined) {
  return useQuery({
    queryKey: addressKeys.regions(pid ?? 0),
    queryFn: () => fetchRegions(pid ?? 0),
    enabled: pid !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
