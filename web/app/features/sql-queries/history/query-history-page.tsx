import { Container, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { QueryHistoryItem } from '#shared/api/query-history.ts';
import {
  clearFilters,
  hasFilters,
  ListEmpty,
  ListResults,
  ListTable,
  useListTable,
  useListUrlState,
  useStayOnLastPage,
} from '../../lists/index.ts';
import { useGetQueryHistoryPageQuery } from '../api.ts';
import { NewQueryButton, SqlPagesHeader } from '../sql-pages-header.tsx';
import { SqlPreviewModal } from '../sql-preview-modal.tsx';
import { HISTORY_COLUMNS, type HistoryRowActions } from './history-columns.tsx';
import { HistoryFilters } from './history-filters.tsx';
import { historyQueryPath, QUERY_HISTORY, QUERY_HISTORY_URL, queryHistoryQuery } from './history-state.ts';

const NO_QUERIES: QueryHistoryItem[] = [];
const nobody = () => false;
const tabNameOf = (query: QueryHistoryItem): string => query.tab_name || `Query ${query.id}`;
const sqlOf = (query: QueryHistoryItem): string => query.sql;

/**
 * Superset's query history at `/sqllab/history/`: the queries the user ran (every user's for an Admin), filtered by
 * state, database, user and SQL text, sorted and paged, each with its duration and rows, previewed or opened in SQL Lab.
 */
export function QueryHistoryPage() {
  const [state, update, replaceState] = useListUrlState(QUERY_HISTORY_URL);
  const list = useGetQueryHistoryPageQuery(queryHistoryQuery(state), { refetchOnMountOrArgChange: true });
  const queries = list.data?.result ?? NO_QUERIES;
  const count = list.data?.count ?? 0;
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState<QueryHistoryItem | null>(null);
  const openInSqlLab = (query: QueryHistoryItem) => void navigate(historyQueryPath(query.id));
  const rowActions: HistoryRowActions = { preview: setPreviewing, openInSqlLab };
  const view = useListTable({
    model: QUERY_HISTORY,
    state,
    update,
    items: queries,
    columns: HISTORY_COLUMNS,
    rowActions,
    canSelect: nobody,
    showActions: true,
  });
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(QUERY_HISTORY, state));
  const newQuery = <NewQueryButton />;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <SqlPagesHeader title="Query history">{newQuery}</SqlPagesHeader>
        <HistoryFilters state={state} onChange={update} onClear={clear} />
        <ListResults
          list={list}
          state={state}
          update={update}
          plural="queries"
          shown={queries.length}
          count={count}
          empty={
            <ListEmpty
              filtered={hasFilters(QUERY_HISTORY, state)}
              onClearFilters={clear}
              icon={<IconHistory size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              title="No queries yet"
              description="Queries you run in SQL Lab will be listed here."
              action={newQuery}
            />
          }
          table={<ListTable table={view.table} label="Query history" nameColumn={{ id: 'sql', maw: 440 }} />}
          cards={null}
        />
      </Stack>
      {previewing !== null && (
        <SqlPreviewModal
          item={previewing}
          items={queries}
          heading="Tab name"
          nameOf={tabNameOf}
          sqlOf={sqlOf}
          onShow={setPreviewing}
          onOpenInSqlLab={openInSqlLab}
          onClose={() => setPreviewing(null)}
        />
      )}
    </Container>
  );
}
