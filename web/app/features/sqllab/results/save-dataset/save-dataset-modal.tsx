import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorSummary } from '../../../../core/describe-error.ts';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { useGetMeQuery } from '../../../auth/index.ts';
import type { Query } from '../../types.ts';
import { sqlLabDatasetApi } from './dataset-api.ts';
import { datasetOverwriteBody, datasetPostBody, defaultDatasetName, exploreDatasetUrl } from './dataset-body.ts';

/** Props of {@link SaveDatasetModal}: whether it is open, and the query (with its result's columns) to save. */
export interface SaveDatasetModalProps {
  opened: boolean;
  onClose: () => void;
  query: Query;
}

type Mode = 'new' | 'overwrite';

/** Superset's message when a dataset could not be saved, over the server's reason. */
export const SAVE_DATASET_ERROR = 'An error occurred saving dataset';

/**
 * Superset's "Save or Overwrite Dataset": save the query as a new virtual dataset under a name, or point one of the
 * user's datasets at it (after "Are you sure...?"), then explore the dataset as a table chart. A failure stays in the
 * modal so the user can pick another name.
 */
export function SaveDatasetModal({ opened, onClose, query }: SaveDatasetModalProps) {
  const navigate = useNavigate();
  const me = useGetMeQuery(undefined, { skip: !opened });
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create, created] = sqlLabDatasetApi.useCreateVirtualDatasetMutation();
  const [overwrite, overwritten] = sqlLabDatasetApi.useOverwriteVirtualDatasetMutation();
  const userId = me.data?.id;
  const owned = sqlLabDatasetApi.useOwnedDatasetsQuery(
    { userId: userId ?? 0, search: debouncedSearch },
    { skip: !opened || mode !== 'overwrite' || userId === undefined },
  );
  const target = owned.data?.find((dataset) => String(dataset.id) === picked);

  // Each opening starts afresh; a query object renewed while the modal is open (a refetch) keeps what the user typed.
  const tab = query.tab;
  useEffect(() => {
    if (!opened) return;
    setMode('new');
    setName(defaultDatasetName({ tab }, new Date()));
    setPicked(null);
    setConfirming(false);
    setError(null);
  }, [opened, tab]);

  const finish = (id: number) => {
    onClose();
    void navigate(exploreDatasetUrl(id));
  };
  const saveNew = async () => {
    try {
      finish((await create(datasetPostBody(query, name, userId)).unwrap()).id);
    } catch (failure) {
      setError(errorSummary(failure));
    }
  };
  const saveOverwrite = async () => {
    if (!target) return;
    const body = datasetOverwriteBody(
      query,
      query.results?.selected_columns ?? query.results?.columns ?? [],
      target.owners.map((owner) => owner.id),
    );
    try {
      finish((await overwrite({ id: target.id, body }).unwrap()).id);
    } catch (failure) {
      setConfirming(false);
      setError(errorSummary(failure));
    }
  };

  const cannotSave = mode === 'new' ? name.trim() === '' : target === undefined;
  return (
    <Modal opened={opened} onClose={onClose} title="Save or Overwrite Dataset" data-testid="sqllab-save-dataset-modal">
      <Stack gap="md">
        {confirming ? (
          <Text size="sm">Are you sure you want to overwrite this dataset?</Text>
        ) : (
          <>
            <Text size="sm">Save this query as a virtual dataset to continue exploring</Text>
            <Radio.Group value={mode} onChange={(value) => setMode(value as Mode)}>
              <Stack gap="sm">
                <Radio value="new" label="Save as new" />
                <TextInput
                  aria-label="Dataset name"
                  value={name}
                  disabled={mode !== 'new'}
                  maxLength={250}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
                <Radio value="overwrite" label="Overwrite existing" />
                <Select
                  aria-label="Dataset to overwrite"
                  placeholder="Select or type dataset name"
                  searchable
                  disabled={mode !== 'overwrite'}
                  searchValue={search}
                  onSearchChange={setSearch}
                  value={picked}
                  onChange={setPicked}
                  data={(owned.data ?? []).map((dataset) => ({ value: String(dataset.id), label: dataset.table_name }))}
                  nothingFoundMessage={owned.isFetching ? 'Loading...' : 'No datasets'}
                />
              </Stack>
            </Radio.Group>
          </>
        )}
        {error !== null && <ErrorAlert title={SAVE_DATASET_ERROR} message={error} />}
        <Group justify="flex-end">
          {confirming ? (
            <>
              <Button variant="default" onClick={() => setConfirming(false)}>
                Back
              </Button>
              <Button onClick={() => void saveOverwrite()} loading={overwritten.isLoading}>
                Overwrite & Explore
              </Button>
            </>
          ) : (
            <Button
              disabled={cannotSave}
              loading={created.isLoading}
              onClick={() => (mode === 'new' ? void saveNew() : setConfirming(true))}
            >
              Save & Explore
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
