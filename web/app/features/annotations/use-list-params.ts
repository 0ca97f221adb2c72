import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { pageCountOf } from '../lists/index.ts';
import { ANNOTATION_PAGE_SIZE, type ListParams } from './list-params.ts';

/** How long the search waits for the user to stop typing before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** A list screen's search, sort and page: a new search or sort starts again from the first page. */
export function useListParams(initialSort: { column: string; desc: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(0);
  const params: ListParams = { search: debounced, sortColumn: sort.column, sortDesc: sort.desc, page };
  return {
    params,
    search,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(0);
    },
    /** Sorts by `column`, ascending first, the other way round when it already sorts. */
    sortBy: (column: string) => {
      setSort((current) => ({ column, desc: current.column === column ? !current.desc : false }));
      setPage(0);
    },
    setPage,
  };
}

/**
 * Moves a list that shows an empty page past its end (its last rows just deleted) to the last page there is.
 * `shown` is the number of rows on the page once loaded, undefined while loading.
 */
export function useStayOnAPage(
  page: number,
  count: number,
  shown: number | undefined,
  setPage: (page: number) => void,
): void {
  useEffect(() => {
    if (shown === 0 && count > 0 && page > 0) setPage(pageCountOf(count, ANNOTATION_PAGE_SIZE) - 1);
  }, [page, count, shown, setPage]);
}
