import { Center, Loader, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { errorSummary } from '../../../core/describe-error.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { datasetEditorApi, type DatasetDetail } from './api.ts';
import { DatasetEditorForm } from './dataset-editor-form.tsx';

/** Props of {@link DatasetEditorModal}. */
export interface DatasetEditorModalProps {
  datasetId: number;
  onClose: () => void;
  /** The dataset as the server shows it after a save, for a page that shows its columns and metrics (Explore). */
  onSaved?: (dataset: DatasetDetail) => void;
}

/**
 * Superset's "Edit Dataset" (DatasourceModal): the dataset read fresh, edited in tabs (source, metrics, columns,
 * calculated columns, settings) and saved after a confirmation, for its owners and Admins.
 */
export function DatasetEditorModal({ datasetId, onClose, onSaved }: DatasetEditorModalProps) {
  const [openedAt] = useState(Date.now);
  const {
    data: dataset,
    error,
    fulfilledTimeStamp = 0,
  } = datasetEditorApi.useGetDatasetDetailQuery(datasetId, { refetchOnMountOrArgChange: true });
  // The draft starts from the dataset as read after the modal opened, never from an older cached copy; later
  // refetches (after a column sync) leave the draft alone.
  const ready = dataset !== undefined && fulfilledTimeStamp >= openedAt;
  const title = (
    <Text span fw={500} size="lg">
      Edit Dataset{' '}
      {ready && (
        <Text span fw={700} inherit>
          {dataset.table_name}
        </Text>
      )}
    </Text>
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={1040}
      closeOnClickOutside={false}
      data-testid="dataset-editor-modal"
    >
      {error && <ErrorAlert message={errorSummary(error)} />}
      {ready ? (
        <DatasetEditorForm key={dataset.id} dataset={dataset} onClose={onClose} onSaved={onSaved} />
      ) : (
        !error && (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading the dataset" />
          </Center>
        )
      )}
    </Modal>
  );
}
