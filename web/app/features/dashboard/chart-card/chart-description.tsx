import { Box, Typography } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from '../markdown/markdown.module.css';

/** The renderer loads in its own chunk, only once a description is shown. */
const loadRenderer = () => import('../markdown/render-markdown.ts');

/**
 * A chart's description under its title ("Toggle chart description"), its markdown rendered and sanitized as a
 * dashboard's markdown is; a long one scrolls within a few lines so the chart keeps its room.
 */
export function ChartDescription({ source }: { source: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadRenderer().then(({ renderMarkdown }) => current && setHtml(renderMarkdown(source)));
    return () => {
      current = false;
    };
  }, [source]);
  return (
    <Box mah={96} mb={4} style={{ overflow: 'auto', flexShrink: 0 }} fz="sm" c="dimmed" data-testid="dashboard-chart-description">
      {html !== null && (
        <Typography className={classes.markdown}>
          {/* Sanitized by DOMPurify in renderMarkdown. */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      )}
    </Box>
  );
}
