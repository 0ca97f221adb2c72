import { Box } from '@mantine/core';
import { RenderedMarkdown } from '../markdown/rendered-markdown.tsx';

/**
 * A chart's description under its title ("Toggle chart description"), rendered and sanitized as a dashboard's
 * markdown is; a long one scrolls within a few lines so the chart keeps its room.
 */
export function ChartDescription({ source }: { source: string }) {
  return (
    <Box
      mah={96}
      mb={4}
      style={{ overflow: 'auto', flexShrink: 0 }}
      fz="sm"
      c="dimmed"
      data-testid="dashboard-chart-description"
    >
      <RenderedMarkdown source={source} />
    </Box>
  );
}
