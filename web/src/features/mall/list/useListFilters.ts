import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyFilters, type ListFilters, parseListFilters, serializeListFilters } from './listQuery';

/**
 * The list's filters, read from and written to the URL. Every change is a new history entry, so the
 * browser's back and forward buttons step through the searches. The page re-renders with the new URL at
 * once (flushSync, not a transition): a quick second click (Price again) must see the state the first
 * one made, or the toggle would compute from the old one.
 */
export function useListFilters(): [ListFilters, (patch: Partial<ListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<ListFilters>) =>
      setParams(serializeListFilters(applyFilters(filters, patch)), { flushSync: true }),
    [filters, setParams],
  );
  return [filters, update];
}
