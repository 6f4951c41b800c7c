import { COUNTRIES_FETCH_SIZE, type Country, type CountryPage } from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from './http';

/** An entry of the country dictionary (spec 000 §3); id 1 is China, the shipping origin. */
export type { Country };

export const countriesKey = ['base', 'countries'] as const;

export async function fetchCountries(): Promise<Country[]> {
  const page = await get<CountryPage>('/base/toolDicPage', {
    dicKey: 'countries',
    size: COUNTRIES_FETCH_SIZE,
  });
  return page.records;
}

/** The country dictionary, fetched once per page load (names come in the page's language). */
export function useCountries() {
  return useQuery({ queryKey: countriesKey, queryFn: fetchCountries, staleTime: Number.POSITIVE_INFINITY });
}
