import { Box, LoadingOverlay } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListFooter } from './list-footer.tsx';
import type { ListStateBase } from './list-state.ts';
import { ListError, ListLoading } from './list-status.tsx';
import type { UpdateListState } from './use-list-url-state.ts';

/** What the results read of the list request. */
export interface ListResultsRequest {
  data?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Props of a list's results: the request and its page, the list's words, and what to show for each view. */
export interface ListResultsProps<S extends ListStateBase> {
  list: ListResultsRequest;
  state: S;
  update: UpdateListState<S>;
  /** The items in general (`charts`), for the loading and failure words. */
  plural: string;
  /** How many items the page holds, and how many match in all. */
  shown: number;
  count: number;
  /** Shown when the loaded page is empty. */
  empty: ReactNode;
  table: ReactNode;
  cards: ReactNode;
}

/**
 * The results part of a list page: the first load, a failure with a way to ask again, the page in the table or card
 * view under an overlay while the next page loads, and the footer.
 */
export function ListResults<S extends ListStateBase>({
  list,
  state,
  update,
  plural,
  shown,
  count,
  empty,
  table,
  cards,
}: ListResultsProps<S>) {
  const loadedOnce = list.data !== undefined;
  return (
    <>
      {list.isError && <ListError what={plural} error={list.error} onRetry={() => void list.refetch()} />}
      {list.isLoading && <ListLoading label={`Loading ${plural}…`} />}
      {loadedOnce && !list.isError && (
        <Box pos="relative" aria-busy={list.isFetching}>
          <LoadingOverlay
            visible={list.isFetching}
            zIndex={10}
            overlayProps={{ blur: 1 }}
            loaderProps={{ 'aria-label': `Loading ${plural}` }}
          />
          {shown === 0 && !list.isFetching && empty}
          {shown > 0 && (state.viewMode === 'table' ? table : cards)}
        </Box>
      )}
      {loadedOnce && !list.isError && count > 0 && (
        <ListFooter
          pageIndex={state.pageIndex}
          pageSize={state.pageSize}
          count={count}
          onPage={(pageIndex) => update({ pageIndex } as Partial<S>)}
          onPageSize={(pageSize) => update({ pageSize } as Partial<S>)}
        />
      )}
    </>
  );
}
