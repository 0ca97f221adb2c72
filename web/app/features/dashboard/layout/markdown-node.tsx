import { Paper } from '@mantine/core';
import { RenderedMarkdown } from '../markdown/rendered-markdown.tsx';

/** A MARKDOWN component: its text rendered and sanitized, scrolling within its grid height. */
export function MarkdownNode({ source }: { source: string }) {
  return (
    <Paper radius={4} p="md" h="100%" style={{ overflow: 'auto' }} data-testid="dashboard-markdown">
      <RenderedMarkdown source={source} />
    </Paper>
  );
}
