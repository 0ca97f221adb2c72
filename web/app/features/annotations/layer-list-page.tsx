import { Box, Button, Container, LoadingOverlay, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnnotationLayerListResponse } from '#shared/api/annotation.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useToasts } from '../toasts/index.ts';
import { useDeleteAnnotationLayerMutation, useGetAnnotationLayersQuery } from './api.ts';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
import { LayerModal } from './layer-modal.tsx';
import { LayerTable } from './layer-table.tsx';
import { ListError, ListFooter, ListLoading } from '../lists/index.ts';
import { ANNOTATION_PAGE_SIZE } from './list-params.ts';
import { ListTitle, SearchBox } from './list-parts.tsx';
import { useAnnotationPermissions } from './use-annotation-permissions.ts';
import { useListParams, useStayOnAPage } from './use-list-params.ts';

type LayerRow = AnnotationLayerListResponse['result'][number];

/** The layer being added (`null`) or edited in the modal; undefined while it is closed. */
type Editing = LayerRow | null | undefined;

/**
 * Superset's annotation layer list at `/annotationlayer/list/`: search by name, sort, page, and for writers the
 * layer modal (add, edit) and delete with confirmation. A new layer opens on its annotations, as in Superset.
 */
export function LayerListPage() {
  const list = useListParams({ column: 'name', desc: true });
  const layers = useGetAnnotationLayersQuery(list.params);
  const { canWrite } = useAnnotationPermissions();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<LayerRow | null>(null);
  const [deleteLayer, deletion] = useDeleteAnnotationLayerMutation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const navigate = useNavigate();
  const rows = layers.data?.result ?? [];
  const count = layers.data?.count ?? 0;
  useStayOnAPage(list.params.page, count, layers.isFetching ? undefined : layers.data?.result.length, list.setPage);

  const confirmDelete = async (layer: LayerRow) => {
    try {
      await deleteLayer(layer.id).unwrap();
      addSuccessToast(`Deleted: ${layer.name}`);
    } catch (error) {
      addDangerToast(`There was an issue deleting ${layer.name}: ${errorSummary(error)}`);
    }
    setDeleting(null);
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
      Annotation layer
    </Button>
  );
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <ListTitle title={<Title order={1}>Annotation layers</Title>}>{canWrite && addButton}</ListTitle>
        <SearchBox label="Name" value={list.search} onChange={list.setSearch} />
        {layers.isError && (
          <ListError what="annotation layers" error={layers.error} onRetry={() => void layers.refetch()} />
        )}
        {layers.isLoading && <ListLoading label="Loading annotation layers…" />}
        {layers.data !== undefined && !layers.isError && (
          <Box pos="relative" aria-busy={layers.isFetching}>
            <LoadingOverlay visible={layers.isFetching} zIndex={10} overlayProps={{ blur: 1 }} />
            {rows.length === 0 && !layers.isFetching && list.params.search.trim() !== '' && (
              <EmptyState title="No results match your filter criteria" description="Try another name." />
            )}
            {rows.length === 0 && !layers.isFetching && list.params.search.trim() === '' && (
              <EmptyState
                title="No annotation layers yet"
                description="Annotation layers hold the intervals and events charts can show."
                action={canWrite ? addButton : undefined}
              />
            )}
            {rows.length > 0 && (
              <LayerTable
                layers={rows}
                sort={{ column: list.params.sortColumn, desc: list.params.sortDesc }}
                onSort={list.sortBy}
                actions={canWrite ? { onEdit: setEditing, onDelete: setDeleting } : undefined}
              />
            )}
          </Box>
        )}
        {count > 0 && (
          <ListFooter
            pageIndex={list.params.page}
            pageSize={ANNOTATION_PAGE_SIZE}
            count={count}
            onPage={list.setPage}
          />
        )}
      </Stack>
      {editing !== undefined && (
        <LayerModal
          layer={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(id, created) => {
            setEditing(undefined);
            if (created) void navigate(`/annotationlayer/${id}/annotation/`);
          }}
        />
      )}
      {deleting !== null && (
        <ConfirmDeleteModal
          title="Delete Layer?"
          description="This action will permanently delete the layer."
          deleting={deletion.isLoading}
          onClose={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        />
      )}
    </Container>
  );
}
