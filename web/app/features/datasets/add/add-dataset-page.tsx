import { Anchor, Button, Container, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorSummary } from '../../../core/describe-error.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { datasetExplorePath } from '../list/list-state.ts';
import { useToasts } from '../../toasts/index.ts';
import { useCreateDatasetMutation, useGetSchemaDatasetsQuery } from './api.ts';
import { SourcePicker, type SourcePick } from './source-picker.tsx';
import { TablePreview } from './table-preview.tsx';

const NOTHING_PICKED: SourcePick = { dbId: null, schema: null, table: null };
const NO_DATASETS: Record<string, number> = {};

/** Superset's words while no table is picked. */
function SelectSource() {
  return (
    <EmptyState
      title="Select dataset source"
      description="Datasets can be created from database tables or SQL queries. Select a database table to the left or create dataset from SQL Lab to open SQL Lab. From there you can save the query as a dataset."
      action={
        <Anchor component={Link} to="/sqllab/">
          create dataset from SQL Lab
        </Anchor>
      }
    />
  );
}

/**
 * Superset's "New dataset" page at `/dataset/add/`: pick a database, a schema and a table, see its columns, and
 * "Create dataset and create chart" opens Explore on the new dataset. A table that already has a dataset links to it
 * instead, since Superset allows one dataset per table.
 */
export function AddDatasetPage() {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [pick, setPick] = useState<SourcePick>(NOTHING_PICKED);
  const { dbId, schema, table } = pick;
  const schemaDatasets = useGetSchemaDatasetsQuery(
    { dbId: dbId ?? 0, schema: schema ?? '' },
    { skip: dbId === null || schema === null },
  );
  const existing = schemaDatasets.data ?? NO_DATASETS;
  const existingId = table === null ? undefined : existing[table];
  const [createDataset, creation] = useCreateDatasetMutation();

  const create = () => {
    if (dbId === null || table === null) return;
    createDataset({ database: dbId, catalog: null, schema, table_name: table })
      .unwrap()
      .then((id) => navigate(datasetExplorePath(id)))
      .catch((error: unknown) => addDangerToast(`An error occurred while creating datasets: ${errorSummary(error)}`));
  };

  return (
    <Container fluid py="md" px="lg">
      <Stack gap="md">
        <Title order={1}>New dataset</Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder p="md" mih="calc(100vh - 260px)" component="section" aria-label="Dataset source">
              <SourcePicker pick={pick} onPick={setPick} existing={existing} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Paper withBorder p="md" mih="calc(100vh - 260px)" component="section" aria-label="Dataset preview">
              {dbId !== null && schema !== null && table !== null ? (
                <TablePreview dbId={dbId} schema={schema} table={table} existingId={existingId} />
              ) : (
                <SelectSource />
              )}
            </Paper>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to="/tablemodelview/list/">
            Cancel
          </Button>
          <Button
            onClick={create}
            loading={creation.isLoading}
            disabled={table === null || existingId !== undefined || schemaDatasets.isFetching}
          >
            Create dataset and create chart
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
