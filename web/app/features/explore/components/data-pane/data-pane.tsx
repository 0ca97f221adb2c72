import { Group, Paper, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useViewportSize } from '@mantine/hooks';
import { useState } from 'react';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { useChartDataResult } from '../../../chart-actions/index.ts';
import { QueryResults, RESULT_PANE_HEIGHT, ResultView } from '../lazy-parts.tsx';

/** The rows' height: 30% of the window, between 120 and 240 pixels, so a small window keeps room for the chart. */
export function paneHeightFor(windowHeight: number): number {
  return Math.max(120, Math.min(RESULT_PANE_HEIGHT, Math.round(windowHeight * 0.3)));
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
            <Tabs.Tab value="results" onClick={() => setOpen(true)}>
              Results
            </Tabs.Tab>
            <Tabs.Tab value="samples" onClick={() => setOpen(true)}>
              Samples
            </Tabs.Tab>
          </Tabs.List>
          <UnstyledButton
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={open ? 'Collapse data panel' : 'Expand data panel'}
          >
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {open ? 'Hide' : 'Show'}
              </Text>
              {open ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />}
            </Group>
          </UnstyledButton>
        </Group>
        {open && (
          <>
            <Tabs.Panel value="results" pt="xs">
              {formData ? (
                <QueryResults state={results} height={height} />
              ) : (
                <Text size="sm" c="dimmed">
                  Run the chart to see its results.
                </Text>
              )}
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
