import { Badge, Center, Group, Loader, Modal, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorSummary } from '../../../core/describe-error.ts';
import type { ChartPlugin, FormData } from '../../../plugins/types.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { chartActionsApi, datasourceIdOf } from '../api.ts';
import { ResultsTable } from '../results/results-table.tsx';
import { drillLabel, drillPayload, type DrillFilter } from './drill-payload.ts';

/** Superset's drill to detail page size. */
export const DRILL_PAGE_SIZE = 50;

/** What the drill to detail modal shows. */
export interface DrillDetailModalProps {
  plugin: ChartPlugin;
  formData: FormData;
  chartName: string;
  filters: readonly DrillFilter[];
  onClose: () => void;
}

function DrillRows({ plugin, formData, filters }: Omit<DrillDetailModalProps, 'onClose' | 'chartName'>) {
  const [page, setPage] = useState(1);
  const datasourceId = datasourceIdOf(formData.datasource);
  let payload;
  try {
    payload = drillPayload(plugin, formData, filters);
  } catch (error) {
    return <ErrorAlert message={error instanceof Error ? error.message : String(error)} />;
  }
  return datasourceId !== undefined ? (
    <DrillPage datasourceId={datasourceId} payload={payload} page={page} onPage={setPage} />
  ) : (
    <ErrorAlert message="The chart has no dataset." />
  );
}

function DrillPage({
  datasourceId,
  payload,
  page,
  onPage,
}: {
  datasourceId: number;
  payload: ReturnType<typeof drillPayload>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { data, error, isFetching } = chartActionsApi.useDrillDetailQuery({
    datasourceId,
    page,
    perPage: DRILL_PAGE_SIZE,
    payload,
  });
  if (error) return <ErrorAlert message={errorSummary(error)} />;
  if (!data)
    return (
      <Center h={420}>
        <Loader size="sm" aria-label="Loading rows" />
      </Center>
    );
  if (data.total_count === 0) return <EmptyState size="sm" title="No rows were returned for this dataset" />;
  const pages = Math.max(1, Math.ceil(data.total_count / DRILL_PAGE_SIZE));
  return (
    <Stack gap="xs" pos="relative">
      <Group justify="space-between">
        <Text
          size="xs"
          c="dimmed"
          data-testid="drill-row-count"
        >{`${data.total_count} ${data.total_count === 1 ? 'row' : 'rows'}`}</Text>
        {isFetching && <Loader size="xs" aria-label="Loading rows" />}
      </Group>
      <ResultsTable colnames={data.colnames} coltypes={data.coltypes} data={data.data} height={420} />
      {pages > 1 && (
        <Pagination size="sm" total={pages} value={page} onChange={onPage} style={{ alignSelf: 'flex-end' }} />
      )}
    </Stack>
  );
}

/** Superset's "Drill to detail": the dataset's rows behind the chart (or one of its points), paged by 50. */
export function DrillDetailModal({ plugin, formData, chartName, filters, onClose }: DrillDetailModalProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      size="90%"
      title={`Drill to detail: ${chartName || 'Untitled chart'}`}
      data-testid="drill-detail-modal"
    >
      <Stack gap="sm">
        {filters.length > 0 && (
          <Group gap={6}>
            {filters.map((filter, index) => (
              <Badge key={index} variant="light" tt="none">{`${filter.col}: ${drillLabel(filter)}`}</Badge>
            ))}
          </Group>
        )}
        <DrillRows plugin={plugin} formData={formData} filters={filters} />
      </Stack>
    </Modal>
  );
}
