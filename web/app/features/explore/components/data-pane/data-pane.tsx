import { Group, Paper, SegmentedControl, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useViewportSize } from '@mantine/hooks';
import { useState } from 'react';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { useChartDataResult, type ResultState } from '../actions/use-chart-data-result.ts';
import { ResultView } from './result-view.tsx';

/** The rows' height: 30% of the window, between 120 and 240 pixels, so a small window keeps room for the chart. */
export function paneHeightFor(windowHeight: number): number {
  return Math.max(120, Math.min(240, Math.round(windowHeight * 0.3)));
}

/** Superset's names of a chart's queries in the data pane: `Results A`, `Results B`... */
export const queryResultName = (index: number) => `Results ${String.fromCharCode(65 + index)}`;

/** The results of each of the chart's queries (a mixed chart has two), one at a time. */
function QueryResults({ state, height }: { state: ResultState; height: number }) {
  const [index, setIndex] = useState(0);
  if (state.status !== 'done' || state.results.length < 2) return <ResultView state={state} height={height} />;
  const shown = Math.min(index, state.results.length - 1);
  return (
    <Stack gap={4}>
      <SegmentedControl
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        value={String(shown)}
        onChange={(value) => setIndex(Number(value))}
        data={state.results.map((_, at) => ({ value: String(at), label: queryResultName(at) }))}
      />
      <ResultView key={shown} state={{ ...state, result: state.results[shown]! }} height={height - 32} />
    </Stack>
  );
}

/**
 * The collapsible pane below the chart (Superset's DataTablesPane): the results of the chart's last query and a
 * sample of the dataset's rows. It asks for data only while open.
 */
export function DataPane({ plugin, formData }: { plugin: ChartPlugin | undefined; formData: FormData | null }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'results' | 'samples'>('results');
  const height = paneHeightFor(useViewportSize().height || 900);
  const results = useChartDataResult(plugin, formData, 'results', open && tab === 'results');
  const samples = useChartDataResult(plugin, formData, 'samples', open && tab === 'samples');
  return (
    <Paper withBorder p="xs" data-testid="explore-data-pane">
      <Tabs value={tab} onChange={(value) => value && setTab(value as 'results' | 'samples')} keepMounted={false}>
        <Group justify="space-between" wrap="nowrap">
          <Tabs.List style={{ flex: 1 }}>
            <Tabs.Tab value="results" onClick={() => setOpen(true)}>Results</Tabs.Tab>
            <Tabs.Tab value="samples" onClick={() => setOpen(true)}>Samples</Tabs.Tab>
          </Tabs.List>
          <UnstyledButton onClick={() => setOpen(!open)} aria-expanded={open} aria-label={open ? 'Collapse data panel' : 'Expand data panel'}>
            <Group gap={4}>
              <Text size="xs" c="dimmed">{open ? 'Hide' : 'Show'}</Text>
              {open ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />}
            </Group>
          </UnstyledButton>
        </Group>
        {open && (
          <>
            <Tabs.Panel value="results" pt="xs">
              {formData ? <QueryResults state={results} height={height} /> : <Text size="sm" c="dimmed">Run the chart to see its results.</Text>}
            </Tabs.Panel>
            <Tabs.Panel value="samples" pt="xs">
              <ResultView state={samples} height={height} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Paper>
  );
}
