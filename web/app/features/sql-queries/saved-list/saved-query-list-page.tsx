import { Button, Container, Stack } from '@mantine/core';
import { IconDatabaseSearch } from '@tabler/icons-react';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal.tsx';
import {
  BulkBar,
  clearFilters,
  hasFilters,
  ListEmpty,
  ListResults,
  ListTable,
  useListTable,
  useListUrlState,
  useStayOnLastPage,
} from '../../lists/index.ts';
import { type SavedQueryListItem, useGetSavedQueryListPageQuery } from '../api.ts';
import { NewQueryButton, SqlPagesHeader } from '../sql-pages-header.tsx';
import { SqlPreviewModal } from '../sql-preview-modal.tsx';
import { SAVED_QUERY_COLUMNS, SAVED_QUERY_COLUMNS_WITH_TAGS } from './saved-columns.tsx';
import { SavedQueryFilters } from './saved-filters.tsx';
import { SAVED_QUERY_LIST, SAVED_QUERY_LIST_URL, savedQueryListQuery } from './saved-list-state.ts';
import { savedQueryName, useSavedQueryActions } from './use-saved-query-actions.ts';

const NO_QUERIES: SavedQueryListItem[] = [];
const everyQuery = () => true;
const sqlOf = (query: SavedQueryListItem): string => query.sql ?? '';

/**
 * Superset's saved query list at `/savedqueryview/list/`: search, database and creator filters, sortable columns,
 * paging, a preview of the SQL, copy link, open in SQL Lab, and single and bulk deletes, with the view in the URL.
 * The server lists only the caller's own queries (every one for an Admin), so each row may be deleted.
 */
export function SavedQueryListPage() {
  const [state, update, replaceState] = useListUrlState(SAVED_QUERY_LIST_URL);
  const list = useGetSavedQueryListPageQuery(savedQueryListQuery(state), { refetchOnMountOrArgChange: true });
  const queries = list.data?.result ?? NO_QUERIES;
  const count = list.data?.count ?? 0;
  const actions = useSavedQueryActions(() => void list.refetch());
  const columns = queries.some((query) => query.tags !== undefined)
    ? SAVED_QUERY_COLUMNS_WITH_TAGS
    : SAVED_QUERY_COLUMNS;
  const view = useListTable({
    model: SAVED_QUERY_LIST,
    state,
    update,
    items: queries,
    columns,
    rowActions: actions.rowActions,
    canSelect: everyQuery,
    showActions: true,
  });
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(SAVED_QUERY_LIST, state));
  const newQuery = <NewQueryButton />;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <SqlPagesHeader title="Saved queries">
          <Button
            variant={view.bulkSelect ? 'light' : 'default'}
            onClick={view.toggleBulkSelect}
            aria-pressed={view.bulkSelect}
          >
            Bulk select
          </Button>
          {newQuery}
        </SqlPagesHeader>
        <SavedQueryFilters state={state} onChange={update} onClear={clear} />
        {view.bulkSelect && (
          <BulkBar
            selectedCount={view.selectedIds.length}
            selectableCount={view.selectable.length}
            onSelectAll={view.selectAll}
            onDeselectAll={view.clearSelection}
            onClose={view.closeBulkSelect}
            onDelete={() => actions.askBulkDelete(view.selectedIds)}
          />
        )}
        <ListResults
          list={list}
          state={state}
          update={update}
          plural="saved queries"
          shown={queries.length}
          count={count}
          empty={
            <ListEmpty
              filtered={hasFilters(SAVED_QUERY_LIST, state)}
              onClearFilters={clear}
              icon={<IconDatabaseSearch size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              title="You don't have any saved queries yet"
              description="Write a query in SQL Lab and save it; it will be listed here."
              action={newQuery}
            />
          }
          table={<ListTable table={view.table} label="Saved queries" nameColumn={{ id: 'label', maw: 360 }} />}
          cards={null}
        />
      </Stack>
      {actions.pendingDelete !== null && (
        <ConfirmDeleteModal
          title="Delete Query?"
          description={actions.pendingDelete.description}
          deleting={actions.deleting}
          onClose={actions.cancelDelete}
          onConfirm={() => void actions.confirmDelete().then((deleted) => deleted && view.clearSelection())}
        />
      )}
      {actions.previewing !== null && (
        <SqlPreviewModal
          item={actions.previewing}
          items={queries}
          heading="Query name"
          nameOf={savedQueryName}
          sqlOf={sqlOf}
          onShow={actions.setPreviewing}
          onOpenInSqlLab={actions.rowActions.openInSqlLab}
          onClose={() => actions.setPreviewing(null)}
        />
      )}
    </Container>
  );
}
