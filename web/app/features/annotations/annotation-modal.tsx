import { Center, Loader, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { AnnotationItem } from '#shared/api/annotation.ts';
import { FormFooter, FormSection, ListError, useDraftForm } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { annotationBody, annotationDraft, annotationDraftErrors } from './annotation-form.ts';
import { useGetAnnotationQuery, useSaveAnnotationMutation } from './api.ts';

/** Props of the annotation modal: the layer, the annotation to edit (none to add one), and how to close. */
export interface AnnotationModalProps {
  layerId: number;
  annotationId: number | null;
  onClose: () => void;
}

/** The form itself, once the annotation (if any) is loaded. */
function AnnotationForm({
  layerId,
  annotation,
  onClose,
}: {
  layerId: number;
  annotation: Partial<AnnotationItem> | null;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveAnnotationMutation();
  const { addSuccessToast } = useToasts();
  const { draft, set, errors, failure, submit } = useDraftForm(
    () => annotationDraft(annotation ?? undefined),
    annotationDraftErrors,
    async (saved) => {
      await save({ layerId, id: annotation?.id, body: annotationBody(saved) }).unwrap();
      addSuccessToast(annotation ? 'The annotation has been updated' : 'The annotation has been saved');
      onClose();
    },
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <FormSection title="Basic information" />
        <TextInput
          label="Name"
          required
          data-autofocus
          value={draft.name}
          error={errors.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Start"
            type="datetime-local"
            step={1}
            required
            value={draft.start}
            error={errors.start}
            onChange={(event) => set({ start: event.currentTarget.value })}
          />
          <TextInput
            label="End"
            type="datetime-local"
            step={1}
            required
            value={draft.end}
            error={errors.end}
            onChange={(event) => set({ end: event.currentTarget.value })}
          />
        </SimpleGrid>
        <FormSection title="Additional information" />
        <Textarea
          label="Description"
          placeholder="Description (this can be seen in the list)"
          autosize
          minRows={3}
          maxRows={6}
          value={draft.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <Textarea
          label="JSON metadata"
          autosize
          minRows={3}
          maxRows={8}
          value={draft.jsonMetadata}
          error={errors.jsonMetadata}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onChange={(event) => set({ jsonMetadata: event.currentTarget.value })}
        />
        <FormFooter
          failure={failure}
          failureTitle="The annotation was not saved"
          onCancel={onClose}
          loading={isLoading}
          submitLabel={annotation ? 'Save' : 'Add'}
        />
      </Stack>
    </form>
  );
}

/**
 * Superset's AnnotationModal: "Add annotation" or "Edit annotation", with the name, start and end, description and
 * JSON metadata. Editing loads the whole annotation first (the list lacks its metadata).
 */
export function AnnotationModal({ layerId, annotationId, onClose }: AnnotationModalProps) {
  const editing = annotationId !== null;
  const loaded = useGetAnnotationQuery(
    { layerId, id: annotationId ?? 0 },
    { skip: !editing, refetchOnMountOrArgChange: true },
  );
  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit annotation' : 'Add annotation'} size="lg">
      {!editing && <AnnotationForm layerId={layerId} annotation={null} onClose={onClose} />}
      {editing && loaded.isError && (
        <ListError what="the annotation" error={loaded.error} onRetry={() => void loaded.refetch()} />
      )}
      {editing && loaded.isFetching && (
        <Center py="xl">
          <Loader aria-label="Loading the annotation" />
        </Center>
      )}
      {editing && loaded.data && !loaded.isFetching && (
        <AnnotationForm layerId={layerId} annotation={loaded.data} onClose={onClose} />
      )}
    </Modal>
  );
}
