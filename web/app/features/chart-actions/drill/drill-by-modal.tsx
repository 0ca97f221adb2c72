import { Badge, Box, Center, Group, Loader, Modal, SegmentedControl, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type {
  ChartDataResult,
  ChartPlugin,
  ChartPropsInput,
  DatasourceMeta,
  FormData,
} from '../../../plugins/types.ts';
import {
  ChartErrors,
  ChartView,
  chartErrorsOf,
  fetchChartData,
  NoResultsState,
  type ChartError,
} from '../../chart/index.ts';
import { ResultView } from '../results/result-view.tsx';
import { useChartDataResult } from '../results/use-chart-data-result.ts';
import { drillLabel, type DrillFilter } from './drill-payload.ts';

/** What the drill by modal shows: the drilled chart's form data (see drill-by-form-data.ts) and how to draw it. */
export interface DrillByModalProps {
  plugin: ChartPlugin;
  formData: FormData;
  chartName: string;
  /** The label of the column drilled by. */
  columnLabel: string;
  filters: readonly DrillFilter[];
  colorFor: ChartPropsInput['colorFor'];
  datasource: DatasourceMeta;
  onClose: () => void;
}

type Answer =
  { status: 'loading' } | { status: 'failed'; errors: ChartError[] } | { status: 'done'; results: ChartDataResult[] };

const CHART_HEIGHT = 420;

/** The drilled chart, queried once when the modal opens. */
function DrilledChart({
  plugin,
  formData,
  colorFor,
  datasource,
}: Pick<DrillByModalProps, 'plugin' | 'formData' | 'colorFor' | 'datasource'>) {
  const [answer, setAnswer] = useState<Answer>({ status: 'loading' });
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchChartData(plugin.buildQuery(formData), controller.signal).then(
      (results) => setAnswer({ status: 'done', results }),
      (error: unknown) => !controller.signal.aborted && setAnswer({ status: 'failed', errors: chartErrorsOf(error) }),
    );
    return () => controller.abort();
  }, [plugin, formData]);
  if (answer.status === 'loading')
    return (
      <Center h={CHART_HEIGHT}>
        <Loader size="sm" aria-label="Loading chart" />
      </Center>
    );
  if (answer.status === 'failed') return <ChartErrors errors={answer.errors} stopped={false} testId="drill-by-error" />;
  if (answer.results.every((result) => result.data.length === 0)) return <NoResultsState />;
  return (
    <Box h={CHART_HEIGHT} ref={(element) => setWidth(element?.clientWidth ?? 0)} data-testid="drill-by-chart">
      {width > 0 && (
        <ChartView
          plugin={plugin}
          colorFor={colorFor}
          formData={formData}
          queriesResponse={answer.results}
          datasource={datasource}
          width={width}
          height={CHART_HEIGHT}
          hooks={{}}
        />
      )}
    </Box>
  );
}

/** The drilled chart's rows, as "View as table" shows a chart's. */
function DrilledTable({ plugin, formData }: Pick<DrillByModalProps, 'plugin' | 'formData'>) {
  return <ResultView state={useChartDataResult(plugin, formData, 'results', true)} height={CHART_HEIGHT} />;
}

/** Superset's "Drill by": the clicked point of a chart split by another column, as a chart or a table. */
export function DrillByModal({
  plugin,
  formData,
  chartName,
  columnLabel,
  filters,
  colorFor,
  datasource,
  onClose,
}: DrillByModalProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Modal
      opened
      onClose={onClose}
      size="90%"
      title={`Drill by: ${chartName || 'Untitled chart'}`}
      data-testid="drill-by-modal"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap={6}>
            {filters.map((filter, index) => (
              <Badge key={index} variant="light" tt="none">{`${filter.col}: ${drillLabel(filter)}`}</Badge>
            ))}
            <Badge variant="outline" tt="none">{`by ${columnLabel}`}</Badge>
          </Group>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            data={[
              { label: 'Chart', value: 'chart' },
              { label: 'Table', value: 'table' },
            ]}
          />
        </Group>
        {view === 'chart' ? (
          <DrilledChart plugin={plugin} formData={formData} colorFor={colorFor} datasource={datasource} />
        ) : (
          <DrilledTable plugin={plugin} formData={formData} />
        )}
      </Stack>
    </Modal>
  );
}
