import { ActionIcon, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconDatabase, IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import { useAppSelector } from '../../../../core/store.ts';
import { useOnceTrue } from '../../../../ui/preloadable.tsx';
import { selectExploreState } from '../../state/index.ts';
import { NOT_AN_OWNER } from '../../../auth/index.ts';
import { DatasetNameMarks } from './dataset-marks.tsx';
import { ChangeDatasetModal, DatasetEditorModal } from '../lazy-parts.tsx';
import { useEditDataset } from './use-edit-dataset.ts';

/** SQL that opens the dataset in SQL Lab: a virtual dataset's own SQL, else a `SELECT *` of its table. */
export function datasetSql(datasource: ExploreDatasource): string {
  if (datasource.sql) return datasource.sql;
  if (datasource.select_star) return datasource.select_star;
  const table = datasource.schema ? `${datasource.schema}.${datasource.table_name}` : datasource.table_name;
  return `SELECT * FROM ${table} LIMIT 100`;
}

/**
 * The dataset's name, its certification and warning marks, and its menu, as Superset's: edit the dataset (owners and Admins), change the chart's dataset,
 * or open it in SQL Lab (for those who may use SQL Lab).
 */
export function DatasetHeader({ datasource }: { datasource: ExploreDatasource }) {
  const navigate = useNavigate();
  const canSqlLab = useAppSelector((state) => selectExploreState(state).permissions.canSqlLab);
  const [picking, setPicking] = useState(false);
  const pickerMounted = useOnceTrue(picking);
  const edit = useEditDataset(datasource);
  const viewInSqlLab = () =>
    void navigate('/sqllab/', {
      state: { requestedQuery: { datasourceKey: datasource.uid, sql: datasetSql(datasource) } },
    });
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconDatabase size={16} aria-hidden />
        <Tooltip label={datasource.schema ? `${datasource.schema}.${datasource.table_name}` : datasource.table_name}>
          <Text fw={600} size="sm" truncate="end" data-testid="explore-dataset-name">
            {datasource.name}
          </Text>
        </Tooltip>
        <DatasetNameMarks extra={datasource.extra} />
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="Dataset actions" data-testid="explore-dataset-actions">
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {edit.mayEdit ? (
            <Menu.Item onClick={edit.open}>Edit dataset</Menu.Item>
          ) : (
            <Tooltip label={NOT_AN_OWNER} multiline w={280} position="right">
              <div>
                <Menu.Item disabled>Edit dataset</Menu.Item>
              </div>
            </Tooltip>
          )}
          <Menu.Item onClick={() => setPicking(true)}>Change dataset</Menu.Item>
          {canSqlLab && <Menu.Item onClick={viewInSqlLab}>View in SQL Lab</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      {pickerMounted && <ChangeDatasetModal opened={picking} onClose={() => setPicking(false)} />}
      {edit.editing && <DatasetEditorModal datasetId={datasource.id} onClose={edit.close} onSaved={edit.onSaved} />}
    </Group>
  );
}
