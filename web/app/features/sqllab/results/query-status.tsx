import { Alert, Button, Group, Loader, Progress, Stack } from '@mantine/core';
import { ACTIVE_STATES } from '#shared/sqllab/query-state.ts';
import type { Query } from '../types.ts';
import { ElapsedTime } from './elapsed-time.tsx';
import { QueryStateBadge } from './query-state-badge.tsx';

/** The engine's progress in words (`RUNNING, 1.2 GB scanned`), which the server keeps in `extra.progress_text`. */
export function progressText(query: Query): string | null {
  const text = query.extra.progress_text;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/** Whether the query is still waiting or working. */
export const isQueryActive = (query: Query): boolean => ACTIVE_STATES.includes(query.state);

/**
 * A query on its way: its state, the time since it started, a progress bar once the engine reports progress (a
 * spinner before), the engine's progress text, and the engine's job page when it has one. Stop lives in the toolbar.
 */
export function QueryStatus({ query }: { query: Query }) {
  const text = progressText(query);
  const running = isQueryActive(query);
  return (
    <Stack gap="xs" data-testid="sqllab-query-status">
      <Group gap="xs">
        <QueryStateBadge state={query.state} />
        <ElapsedTime startDttm={query.startDttm} endDttm={query.endDttm} running={running} />
        {query.progress === 0 && running && <Loader size="xs" aria-label="Query running" />}
      </Group>
      {query.progress > 0 && (
        <Progress.Root size="lg" aria-label="Query progress">
          <Progress.Section value={query.progress} striped animated={running}>
            <Progress.Label>{`${Math.round(query.progress)}%`}</Progress.Label>
          </Progress.Section>
        </Progress.Root>
      )}
      {text !== null && (
        <Alert color="green" variant="light" p="xs" data-testid="sqllab-progress-text">
          {text}
        </Alert>
      )}
      {query.trackingUrl && (
        <Button
          component="a"
          href={query.trackingUrl}
          target="_blank"
          rel="noreferrer"
          size="xs"
          variant="default"
          style={{ alignSelf: 'flex-start' }}
        >
          {query.state === 'running' ? 'Track job' : 'See query details'}
        </Button>
      )}
    </Stack>
  );
}
