import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconTable } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal.tsx';
import { DatasetEditorModal } from '../editor/lazy-modal.tsx';
import {
  BulkBar,
  BulkExportButton,
  clearFilters,
  hasFilters,
  ListEmpty,
  ListResults,
  ListTable,
  useListTable,
  useListUrlState,
  useStayOnLastPage,
} from '../../lists/index.ts';
import { useGetDatasetListPageQuery, type DatasetListItem } from './api.ts';
import { DATASET_COLUMNS } from './dataset-columns.tsx';
import { DatasetFilters } from './dataset-filters.tsx';
import { DeleteDatasetModal } from './delete-dataset-modal.tsx';
import { DATASET_LIST, DATASET_LIST_URL } from './list-state.ts';
import { useDatasetActions } from './use-dataset-actions.ts';
import { useDatasetPermissions } from './use-dataset-permissions.ts';

const NO_DATASETS: DatasetListItem[] = [];

/**
 * Superset's dataset list at `/tablemodelview/list/`: name search, owner, database, type and certified filters,
 * sortable columns, paging, Explore, the editor, export, single and bulk deletes (a single one warned with the charts and
 * dashboards it breaks), and "+ Dataset", with the view in the URL.
 */
export function DatasetListPage() {
  const [state, update, replaceState] = useListUrlState(DATASET_LIST_URL);
  const list = useGetDatasetListPageQuery(state);
  const permissions = useDatasetPermissions();
  const datasets = list.data?.result ?? NO_DATASETS;
  const count = list.data?.count ?? 0;
  const actions = useDatasetActions(permissions);
  const canBulk = permissions.canWrite || permissions.canExport;
  const canSelect = (dataset: DatasetListItem) => permissions.canExport || permissions.canEdit(dataset);
  const view = useListTable({
    model: DATASET_LIST,
    state,
    update,
    items: datasets,
    columns: DATASET_COLUMNS,
    rowActions: actions.rowActions,
    canSelect,
    showActions: true,
  });
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(DATASET_LIST, state));
  const addButton = permissions.canWrite && (
    <Button component={Link} to="/dataset/add/" leftSection={<IconPlus size={16} aria-hidden />}>
      Dataset
    </Button>
  );
  const pending = actions.pendingDelete;
  const afterDelete = (deleted: boolean) => deleted && view.clearSelection();

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Datasets</Title>
          <Group gap="sm">
            {canBulk && (
              <Button
                variant={view.bulkSelect ? 'light' : 'default'}
                onClick={view.toggleBulkSelect}
                aria-pressed={view.bulkSelect}
              >
                Bulk select
              </Button>
            )}
            {addButton}
          </Group>
        </Group>
        <DatasetFilters state={state} onChange={update} onClear={clear} />
        {view.bulkSelect && (
          <BulkBar
            selectedCount={view.selectedIds.length}
            selectableCount={view.selectable.length}
            onSelectAll={view.selectAll}
            onDeselectAll={view.clearSelection}
            onClose={view.closeBulkSelect}
            onDelete={
              permissions.canWrite && view.selected.every(permissions.canEdit)
                ? () => actions.askBulkDelete(view.selectedIds)
                : undefined
            }
          >
            {permissions.canExport && (
              <BulkExportButton
                selectedIds={view.selectedIds}
                exporting={actions.exporting}
                onExport={actions.exportSelected}
              />
            )}
          </BulkBar>
        )}
        <ListResults
          list={list}
          state={state}
          update={update}
          plural="datasets"
          shown={datasets.length}
          count={count}
          empty={
            <ListEmpty
              filtered={hasFilters(DATASET_LIST, state)}
              onClearFilters={clear}
              icon={<IconTable size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              title="You don't have any datasets yet"
              description={
                permissions.canWrite
                  ? 'Add a dataset from a table of one of your databases; it will be listed here.'
                  : 'Datasets shared with you will be listed here.'
              }
              action={addButton || undefined}
            />
          }
          table={<ListTable table={view.table} label="Datasets" nameColumn={{ id: 'table_name', maw: 360 }} />}
          cards={null}
        />
      </Stack>
      {actions.editing !== null && <DatasetEditorModal datasetId={actions.editing} onClose={actions.closeEditor} />}
      {pending !== null && 'single' in pending && (
        <DeleteDatasetModal
          dataset={pending.single}
          deleting={actions.deleting}
          onClose={actions.cancelDelete}
          onConfirm={() => void actions.confirmDelete().then(afterDelete)}
        />
      )}
      {pending !== null && 'ids' in pending && (
        <ConfirmDeleteModal
          title="Please confirm"
          description="Are you sure you want to delete the selected datasets?"
          deleting={actions.deleting}
          onClose={actions.cancelDelete}
          onConfirm={() => void actions.confirmDelete().then(afterDelete)}
        />
      )}
    </Container>
  );
}
