import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useToasts } from '../../toasts/index.ts';
import { type SavedQueryBody, useCreateSqlLabSavedQueryMutation, useUpdateSqlLabSavedQueryMutation } from './api.ts';

/** What the modal saves: the tab's query and, when the tab came from a saved query, that query's id and description. */
export interface SaveQueryInput {
  /** The tab's name, the saved query's name by default. */
  name: string;
  description?: string | null;
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  templateParams: string | null;
  /** The saved query the tab was opened from or saved as (Superset's `remoteId`); null for a new one. */
  remoteId: number | null;
}

/** Props of the save modal: the query, and what to do once it is saved or the modal closes. */
export interface SaveQueryModalProps {
  query: SaveQueryInput;
  /** Called with the saved query's id and name: the tab keeps the id as its `remoteId`, and the name as its own. */
  onSaved: (savedQueryId: number, name: string) => void;
  onClose: () => void;
}

const bodyOf = (query: SaveQueryInput, label: string, description: string): SavedQueryBody => ({
  label,
  description,
  db_id: query.dbId,
  catalog: query.catalog,
  schema: query.schema,
  sql: query.sql,
  template_parameters: query.templateParams,
});

/**
 * Superset's SaveQuery modal: a name and a description; "Save" for a tab not saved yet, or "Save as new" and "Update"
 * for a tab that came from a saved query (POST or PUT /api/v1/saved_query/), each outcome a toast in Superset's words.
 */
export function SaveQueryModal({ query, onSaved, onClose }: SaveQueryModalProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [label, setLabel] = useState(query.name);
  const [description, setDescription] = useState(query.description ?? '');
  const [create, creating] = useCreateSqlLabSavedQueryMutation();
  const [update, updating] = useUpdateSqlLabSavedQueryMutation();
  const name = label.trim();
  const busy = creating.isLoading || updating.isLoading;

  const saveAsNew = async () => {
    try {
      const id = await create(bodyOf(query, name, description)).unwrap();
      addSuccessToast('Your query was saved');
      onSaved(id, name);
    } catch {
      addDangerToast('Your query could not be saved');
    }
  };
  const saveOver = async (remoteId: number) => {
    try {
      const id = await update({ id: remoteId, body: bodyOf(query, name, description) }).unwrap();
      addSuccessToast('Your query was updated');
      onSaved(id, name);
    } catch {
      addDangerToast('Your query could not be updated');
    }
  };

  return (
    <Modal opened onClose={onClose} title="Save query" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name !== '') void (query.remoteId === null ? saveAsNew() : saveOver(query.remoteId));
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            maxLength={256}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={8}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {query.remoteId !== null && (
              <Button
                variant="default"
                disabled={name === ''}
                loading={creating.isLoading}
                onClick={() => void saveAsNew()}
              >
                Save as new
              </Button>
            )}
            <Button
              type="submit"
              disabled={name === '' || busy}
              loading={query.remoteId === null ? creating.isLoading : updating.isLoading}
            >
              {query.remoteId === null ? 'Save' : 'Update'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
