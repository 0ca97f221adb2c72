import { useState } from 'react';
import { errorSummary } from '../../../core/describe-error.ts';
import { useToasts } from '../../toasts/index.ts';
import { datasetEditorApi, type DatasetDetail } from './api.ts';
import { putBodyOf, sourceChanged, type DatasetDraft } from './dataset-draft.ts';

/**
 * The editor's save, as Superset's DatasourceModal does it: PUT the dataset (its columns synced from the source
 * when the source changed), read it back as the server now shows it (for Explore, which swaps its datasource for
 * it), toast, close. A refusal stays in the modal with the
 * server's words so the user can fix the field.
 */
export function useDatasetSave(
  dataset: DatasetDetail,
  onSaved: ((dataset: DatasetDetail) => void) | undefined,
  onClose: () => void,
) {
  const [save, saving] = datasetEditorApi.useSaveDatasetMutation();
  const [readBack, reading] = datasetEditorApi.useLazyGetDatasetDetailQuery();
  const [failure, setFailure] = useState<string | null>(null);
  const { addSuccessToast } = useToasts();

  const submit = async (draft: DatasetDraft) => {
    setFailure(null);
    try {
      await save({ id: dataset.id, body: putBodyOf(draft), overrideColumns: sourceChanged(dataset, draft) }).unwrap();
      const fresh = await readBack(dataset.id).unwrap();
      addSuccessToast('The dataset has been saved');
      onSaved?.(fresh);
      onClose();
    } catch (error) {
      setFailure(errorSummary(error));
    }
  };

  return { submit, saving: saving.isLoading || reading.isFetching, failure, clearFailure: () => setFailure(null) };
}
