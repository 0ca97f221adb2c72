import { Alert, Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../../core/store.ts';
import { useToasts } from '../../../toasts/index.ts';
import { exploreApi } from '../../api.ts';
import type { DatasetListRow } from '../../api-schemas.ts';
import { selectExploreState } from '../../state/index.ts';
import { exploreUrl } from '../../use-url-sync.ts';
import { DatasetPicker } from '../dataset-picker.tsx';

/** Superset's warning before the dataset of a chart changes. */
export const CHANGE_DATASET_WARNING =
  'Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset';

/**
 * "Change dataset", as Superset's: the chart keeps its controls and moves to the other dataset. Its form data is
 * cached under a new key pointing at that dataset (a saved chart keeps its id), and Explore opens that key.
 */
function useChangeDataset() {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const { formData, slice } = useAppSelector(selectExploreState);
  const [postFormData] = exploreApi.usePostFormDataMutation();
  return async (dataset: DatasetListRow) => {
    if (!formData) return;
    const moved = { ...formData, datasource: `${dataset.id}__table` };
    try {
      const key = await postFormData({
        datasource_id: dataset.id,
        datasource_type: 'table',
        chart_id: slice?.slice_id ?? null,
        form_data: JSON.stringify(moved),
      }).unwrap();
      void navigate(exploreUrl(key, slice?.slice_id));
    } catch {
      addDangerToast('The dataset could not be changed. Try again later.');
    }
  };
}

/** Props of {@link ChangeDatasetModal}. */
export interface ChangeDatasetModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The dataset picker of "Change dataset", with Superset's warning; picking moves the chart to that dataset. */
export function ChangeDatasetModal({ opened, onClose }: ChangeDatasetModalProps) {
  const changeDataset = useChangeDataset();
  return (
    <Modal opened={opened} onClose={onClose} title="Change dataset" size="lg">
      {opened && (
        <>
          <Alert color="yellow" mb="sm">
            {CHANGE_DATASET_WARNING}
          </Alert>
          <DatasetPicker
            onPick={(dataset) => {
              onClose();
              void changeDataset(dataset);
            }}
          />
        </>
      )}
    </Modal>
  );
}
