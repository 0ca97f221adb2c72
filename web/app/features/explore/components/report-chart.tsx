import { Box, Stack, Title } from '@mantine/core';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import { ChartDrawingContext, type ChartDrawing } from '../../../plugins/registry.ts';
import { ChartArea } from './chart/chart-area.tsx';
import type { PluginState } from './chart/use-chart-plugin.ts';

/** A report captures the final picture: no entry animation to catch half-way. */
const REPORT_DRAWING: ChartDrawing = { animation: false, accessibility: 'when-idle' };

interface ReportChartProps {
  pluginState: PluginState;
  datasource: ExploreDatasource | null;
  errors: Record<string, string[]>;
  title: string;
  height?: number | undefined;
}

/**
 * Explore in report mode (`standalone=3`), what a chart report's screenshot shows: the chart's title and the chart,
 * nothing to click; the page raises the report's ready signal once the chart has drawn or failed.
 */
export function ReportChart({ pluginState, datasource, errors, title, height }: ReportChartProps) {
  return (
    <Stack gap="xs" p="md" h={height ?? '100vh'} data-testid="explore-report">
      <Title order={4}>{title}</Title>
      <Box style={{ flex: 1, minHeight: 0 }}>
        <ChartDrawingContext.Provider value={REPORT_DRAWING}>
          <ChartArea
            pluginState={pluginState}
            datasource={datasource}
            validationErrors={errors}
            onDrill={() => undefined}
            report
          />
        </ChartDrawingContext.Provider>
      </Box>
    </Stack>
  );
}
