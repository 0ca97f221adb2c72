import { Paper, Typography } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from '../markdown/markdown.module.css';

/** The renderer and sanitizer load in their own chunk, only for dashboards with markdown. */
const loadRenderer = () => import('../markdown/render-markdown.ts');

/** A MARKDOWN component: its text rendered and sanitized, scrolling within its grid height. */
export function MarkdownNode({ source }: { source: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadRenderer().then(({ renderMarkdown }) => current && setHtml(renderMarkdown(source)));
    return () => {
      current = false;
    };
  }, [source]);
  return (
    <Paper radius={4} p="md" h="100%" style={{ overflow: 'auto' }} data-testid="dashboard-markdown">
      {html !== null && (
        <Typography className={classes.markdown}>
          {/* Sanitized by DOMPurify in renderMarkdown. */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      )}
    </Paper>
  );
}
