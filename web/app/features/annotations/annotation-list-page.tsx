import { Anchor, Box, Button, Container, LoadingOverlay, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AnnotationListResponse } from '#shared/api/annotation.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useToasts } from '../toasts/index.ts';
import { AnnotationModal } from './annotation-modal.tsx';
import { AnnotationTable } from './annotation-table.tsx';
import { useDeleteAnnotationMutation, useGetAnnotationLayerQuery, useGetAnnotationsQuery } from './api.ts';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
import { ListError, ListFooter, ListLoading } from '../lists/index.ts';
import { ANNOTATION_PAGE_SIZE } from './list-params.ts';
import { ListTitle, SearchBox } from './list-parts.tsx';
import { useAnnotationPermissions } from './use-annotation-permissions.ts';
import { useListParams, useStayOnAPage } from './use-list-params.ts';

type AnnotationRow = AnnotationListResponse['result'][number];

/** The annotation being added (`null`) or edited (its id) in the modal; undefined while it is closed. */
type Editing = number | null | undefined;

/**
 * Superset's annotation list of one layer at `/annotationlayer/{id}/annotation/`: the layer's name, a way back to
 * all layers, the annotations sorted and paged, and for writers the annotation modal and delete with confirmation.
 */
export function AnnotationListPage({ layerId }: { layerId: number }) {
  const layer = useGetAnnotationLayerQuery(layerId);
  const list = useListParams({ column: 'short_descr', desc: true });
  const annotations = useGetAnnotationsQuery({ layerId, params: list.params }, { skip: !layer.isSuccess });
  const { canWrite } = useAnnotationPermissions();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<AnnotationRow | null>(null);
  const [deleteAnnotation, deletion] = useDeleteAnnotationMutation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const rows = annotations.data?.result ?? [];
  const count = annotations.data?.count ?? 0;
  useStayOnAPage(
    list.params.page,
    count,
    annotations.isFetching ? undefined : annotations.data?.result.length,
    list.setPage,
  );

  const confirmDelete = async (annotation: AnnotationRow) => {
    try {
      await deleteAnnotation({ layerId, id: annotation.id }).unwrap();
      addSuccessToast(`Deleted: ${annotation.short_descr}`);
    } catch (error) {
      addDangerToast(`There was an issue deleting ${annotation.short_descr}: ${errorSummary(error)}`);
    }
    setDeleting(null);
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
      Annotation
    </Button>
  );
  const backLink = (
    <Anchor component={Link} to="/annotationlayer/list/" size="sm">
      Back to all
    </Anchor>
  );
  const title = <Title order={1}>{layer.data ? `Annotation Layer ${layer.data.name}` : 'Annotation Layer'}</Title>;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <ListTitle title={title} aside={backLink}>
          {canWrite && layer.isSuccess && addButton}
        </ListTitle>
        {layer.isError && (
          <ListError what="the annotation layer" error={layer.error} onRetry={() => void layer.refetch()} />
        )}
        {layer.isSuccess && <SearchBox label="Name" value={list.search} onChange={list.setSearch} />}
        {annotations.isError && (
          <ListError what="annotations" error={annotations.error} onRetry={() => void annotations.refetch()} />
        )}
        {(layer.isLoading || annotations.isLoading) && <ListLoading label="Loading annotations…" />}
        {annotations.data !== undefined && !annotations.isError && (
          <Box pos="relative" aria-busy={annotations.isFetching}>
            <LoadingOverlay visible={annotations.isFetching} zIndex={10} overlayProps={{ blur: 1 }} />
            {rows.length === 0 && !annotations.isFetching && list.params.search.trim() !== '' && (
              <EmptyState
                title="No results match your filter criteria"
                description="Try another name or description."
              />
            )}
            {rows.length === 0 && !annotations.isFetching && list.params.search.trim() === '' && (
              <EmptyState
                title="No annotation yet"
                description="Annotations mark an interval or an event on the charts that show this layer."
                action={canWrite ? addButton : undefined}
              />
            )}
            {rows.length > 0 && (
              <AnnotationTable
                annotations={rows}
                sort={{ column: list.params.sortColumn, desc: list.params.sortDesc }}
                onSort={list.sortBy}
                actions={
                  canWrite ? { onEdit: (annotation) => setEditing(annotation.id), onDelete: setDeleting } : undefined
                }
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
        <AnnotationModal layerId={layerId} annotationId={editing} onClose={() => setEditing(undefined)} />
      )}
      {deleting !== null && (
        <ConfirmDeleteModal
          title="Delete Annotation?"
          description={`Are you sure you want to delete ${deleting.short_descr}?`}
          deleting={deletion.isLoading}
          onClose={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        />
      )}
    </Container>
  );
}
