import { Typography } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from './markdown.module.css';

/** The renderer and sanitizer load in their own chunk, only for dashboards that show markdown. */
const loadRenderer = () => import('./render-markdown.ts');

/**
 * Markdown as a dashboard shows it (a MARKDOWN component, a chart's description): rendered and sanitized by
 * renderMarkdown once its chunk is in, nothing before.
 */
export function RenderedMarkdown({ source }: { source: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadRenderer().then(({ renderMarkdown }) => current && setHtml(renderMarkdown(source)));
    return () => {
      current = false;
    };
  }, [source]);
  if (html === null) return null;
  return (
    <Typography className={classes.markdown}>
      {/* Sanitized by DOMPurify in renderMarkdown. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
