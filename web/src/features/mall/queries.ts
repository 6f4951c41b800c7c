import { useQuery } from '@tanstack/react-query';
import { fetchCategories, fetchHotKeys, fetchTags, mallKeys } from './api';

// Reference data of the storefront: it changes rarely, and the page reloads on a language switch anyway.
export const REFERENCE = { staleTime: 10 * 60_000 } as const;

export const useTags = () => useQuery({ queryKey: mallKeys.tags, queryFn: fetchTags, ...REFERENCE });

export const useCategoryTree = () =>
  useQuery({ queryKey: mallKeys.categories, queryFn: fetchCategories, ...REFERENCE });

export const useHotKeys = () => useQuery({ queryKey: mallKeys.hotKeys, queryFn: fetchHotKeys, ...REFERENCE });
