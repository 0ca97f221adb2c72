import { Typography } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PART_LOAD_FAILED } from '../../../ui/preloadable.tsx';
import classes from './markdown.module.css';

/** The renderer and sanitizer load in their own chunk, only for dashboards that show markdown. */
const loadRenderer = () => import('./render-markdown.ts');

/**
 * Markdown as a dashboard shows it (a MARKDOWN component, a chart's description): rendered and sanitized by
 * renderMarkdown once its chunk is in, nothing before; if the chunk cannot be loaded, the alert lazily loaded parts
 * show.
 */
export function RenderedMarkdown({ source }: { source: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadRenderer()
      .then(({ renderMarkdown }) => current && setHtml(renderMarkdown(source)))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [source]);
  if (failed) return <ErrorAlert message={PART_LOAD_FAILED} />;
  if (html === null) return null;
  return (
    <Typography className={classes.markdown}>
      {/* Sanitized by DOMPurify in renderMarkdown. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
