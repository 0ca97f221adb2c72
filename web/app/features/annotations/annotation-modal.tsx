import { Alert, Button, Center, Divider, Group, Loader, Modal, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { AnnotationItem } from '#shared/api/annotation.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import { annotationBody, annotationDraft, annotationDraftErrors } from './annotation-form.ts';
import { useGetAnnotationQuery, useSaveAnnotationMutation } from './api.ts';
import { ListError } from '../lists/index.ts';

/** Props of the annotation modal: the layer, the annotation to edit (none to add one), and how to close. */
export interface AnnotationModalProps {
  layerId: number;
  annotationId: number | null;
  onClose: () => void;
}

function Section({ title }: { title: string }) {
  return <Divider mt="xs" labelPosition="left" label={<Title order={2} size="h5">{title}</Title>} />;
}

/** The form itself, once the annotation (if any) is loaded. */
function AnnotationForm({ layerId, annotation, onClose }: { layerId: number; annotation: Partial<AnnotationItem> | null; onClose: () => void }) {
  const [draft, setDraft] = useState(() => annotationDraft(annotation ?? undefined));
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveAnnotationMutation();
  const { addSuccessToast } = useToasts();
  const errors = submitted ? annotationDraftErrors(draft) : {};
  const set = (change: Partial<typeof draft>) => setDraft((previous) => ({ ...previous, ...change }));

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(annotationDraftErrors(draft)).length > 0) return;
    setFailure(null);
    try {
      await save({ layerId, id: annotation?.id, body: annotationBody(draft) }).unwrap();
      addSuccessToast(annotation ? 'The annotation has been updated' : 'The annotation has been saved');
      onClose();
    } catch (error) {
      setFailure(errorSummary(error));
    }
  };

  return (
    <form onSubmit={(event) => { event.preventDefault(); void submit(); }} noValidate>
      <Stack gap="sm">
        <Section title="Basic information" />
        <TextInput label="Name" required data-autofocus value={draft.name} error={errors.name} onChange={(event) => set({ name: event.currentTarget.value })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Start" type="datetime-local" step={1} required value={draft.start} error={errors.start}
            onChange={(event) => set({ start: event.currentTarget.value })} />
          <TextInput label="End" type="datetime-local" step={1} required value={draft.end} error={errors.end}
            onChange={(event) => set({ end: event.currentTarget.value })} />
        </SimpleGrid>
        <Section title="Additional information" />
        <Textarea label="Description" placeholder="Description (this can be seen in the list)" autosize minRows={3} maxRows={6}
          value={draft.description} onChange={(event) => set({ description: event.currentTarget.value })} />
        <Textarea label="JSON metadata" autosize minRows={3} maxRows={8} value={draft.jsonMetadata} error={errors.jsonMetadata}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} onChange={(event) => set({ jsonMetadata: event.currentTarget.value })} />
        {failure !== null && (
          <Alert color="red" title="The annotation was not saved" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            {annotation ? 'Save' : 'Add'}
          </Button>
        </Group>
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
  const loaded = useGetAnnotationQuery({ layerId, id: annotationId ?? 0 }, { skip: !editing, refetchOnMountOrArgChange: true });
  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit annotation' : 'Add annotation'} size="lg">
      {!editing && <AnnotationForm layerId={layerId} annotation={null} onClose={onClose} />}
      {editing && loaded.isError && <ListError what="the annotation" error={loaded.error} onRetry={() => void loaded.refetch()} />}
      {editing && loaded.isFetching && (
        <Center py="xl">
          <Loader aria-label="Loading the annotation" />
        </Center>
      )}
      {editing && loaded.data && !loaded.isFetching && <AnnotationForm layerId={layerId} annotation={loaded.data} onClose={onClose} />}
    </Modal>
  );
}
