import { Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { AnnotationLayerListItem } from '#shared/api/annotation.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { FormFooter } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useSaveAnnotationLayerMutation } from './api.ts';
import { canSaveLayer, layerBody, layerDraft } from './layer-form.ts';

/** Props of the layer modal: the layer to edit (none to add one), and what follows a save. */
export interface LayerModalProps {
  layer: Pick<AnnotationLayerListItem, 'id' | 'name' | 'descr'> | null;
  onSaved: (id: number, created: boolean) => void;
  onClose: () => void;
}

/**
 * Superset's AnnotationLayerModal: "Add annotation layer" or "Edit annotation layer properties", with the layer's
 * name and description. A refused save keeps the modal open with the server's words.
 */
export function LayerModal({ layer, onSaved, onClose }: LayerModalProps) {
  const [draft, setDraft] = useState(() => layerDraft(layer ?? undefined));
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveAnnotationLayerMutation();
  const { addSuccessToast } = useToasts();
  const editing = layer !== null;

  const submit = async () => {
    if (!canSaveLayer(draft)) return;
    setFailure(null);
    try {
      const id = await save({ id: layer?.id, body: layerBody(draft) }).unwrap();
      addSuccessToast(editing ? 'Annotation template updated' : 'Annotation template created');
      onSaved(id, !editing);
    } catch (error) {
      setFailure(errorSummary(error));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? 'Edit annotation layer properties' : 'Add annotation layer'}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label="Annotation layer name"
            required
            data-autofocus
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          />
          <Textarea
            label="Description"
            placeholder="Description (this can be seen in the list)"
            autosize
            minRows={4}
            maxRows={8}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          />
          <FormFooter
            failure={failure}
            failureTitle="The layer was not saved"
            onCancel={onClose}
            loading={isLoading}
            disabled={!canSaveLayer(draft)}
            submitLabel={editing ? 'Save' : 'Add'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
