import { ActionIcon, Alert, Group, Menu, Modal, Text, Tooltip } from '@mantine/core';
import { IconDatabase, IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ExploreDatasource } from '#shared/api/explore.ts';
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

/** SQL that opens the dataset in SQL Lab: a virtual dataset's own SQL, else a `SELECT *` of its table. */
export function datasetSql(datasource: ExploreDatasource): string {
  if (datasource.sql) return datasource.sql;
  if (datasource.select_star) return datasource.select_star;
  const table = datasource.schema ? `${datasource.schema}.${datasource.table_name}` : datasource.table_name;
  return `SELECT * FROM ${table} LIMIT 100`;
}

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
      const key = await postFormData({ datasource_id: dataset.id, datasource_type: 'table', chart_id: slice?.slice_id ?? null, form_data: JSON.stringify(moved) }).unwrap();
      navigate(exploreUrl(key, slice?.slice_id));
    } catch {
      addDangerToast('The dataset could not be changed. Try again later.');
    }
  };
}

/** The dataset's name with its menu: change the dataset, or open it in SQL Lab (for those who may use SQL Lab). */
export function DatasetHeader({ datasource }: { datasource: ExploreDatasource }) {
  const navigate = useNavigate();
  const canSqlLab = useAppSelector((state) => selectExploreState(state).permissions.canSqlLab);
  const [picking, setPicking] = useState(false);
  const viewInSqlLab = () =>
    navigate('/sqllab/', { state: { requestedQuery: { datasourceKey: datasource.uid, sql: datasetSql(datasource) } } });
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconDatabase size={16} aria-hidden />
        <Tooltip label={datasource.schema ? `${datasource.schema}.${datasource.table_name}` : datasource.table_name}>
          <Text fw={600} size="sm" truncate="end" data-testid="explore-dataset-name">
            {datasource.name}
          </Text>
        </Tooltip>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="Dataset actions" data-testid="explore-dataset-actions">
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setPicking(true)}>Change dataset</Menu.Item>
          {canSqlLab && <Menu.Item onClick={viewInSqlLab}>View in SQL Lab</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <ChangeDatasetModal opened={picking} onClose={() => setPicking(false)} />
    </Group>
  );
}

/** The dataset picker of "Change dataset", with Superset's warning; picking moves the chart to that dataset. */
export function ChangeDatasetModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const changeDataset = useChangeDataset();
  return (
    <Modal opened={opened} onClose={onClose} title="Change dataset" size="lg">
      {opened && (
        <>
          <Alert color="yellow" mb="sm">{CHANGE_DATASET_WARNING}</Alert>
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
