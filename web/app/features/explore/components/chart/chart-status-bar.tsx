import { Badge, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../../core/store.ts';
import { selectChartState } from '../../state/index.ts';
import { answerFacts, elapsedText, rowsLabel } from './chart-status.ts';

const TIMER_COLORS = { loading: 'yellow', failed: 'red', stopped: 'red' } as const;

/** Superset's query timer: it counts while the query runs and keeps the time it took, coloured by the outcome. */
function Timer() {
  const { status, chartUpdateStartTime: start, chartUpdateEndTime: end } = useAppSelector(selectChartState);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setInterval(() => setNow(Date.now()), 30);
    return () => clearInterval(timer);
  }, [status]);
  if (start === null) return null;
  const color = TIMER_COLORS[status as keyof typeof TIMER_COLORS] ?? 'green';
  return (
    <Badge variant="light" color={color} tt="none" ff="monospace" data-testid="explore-chart-timer">
      {elapsedText(start, status === 'loading' ? Math.max(now, start) : (end ?? start))}
    </Badge>
  );
}

/**
 * The line above the chart, as Superset's: the row count (marked when the row limit cut the rows), "Cached" with
 * the cache time (a click forces a refresh), and the query timer.
 */
export function ChartStatusBar({ onForceRefresh }: { onForceRefresh: () => void }) {
  const { queriesResponse, latestQueryFormData, status } = useAppSelector(selectChartState);
  const facts =
    queriesResponse && status !== 'loading' ? answerFacts(queriesResponse, latestQueryFormData?.row_limit) : null;
  return (
    <Group gap={6} justify="flex-end" mih={22} data-testid="explore-chart-status">
      {facts && (
        <Tooltip label="Limit reached" disabled={!facts.limitReached}>
          <Badge
            variant="light"
            color={facts.limitReached ? 'red' : 'gray'}
            tt="none"
            data-testid="explore-chart-row-count"
          >
            {rowsLabel(facts.rows)}
          </Badge>
        </Tooltip>
      )}
      {facts && facts.cachedAt !== null && (
        <Tooltip
          label={`Loaded data cached${facts.cachedAt ? ` at ${facts.cachedAt.replace('T', ' ').slice(0, 19)}` : ''}. Click to force-refresh`}
        >
          {/* A flex box, so the button is as tall as its badge: an inline one would grow the bar and resize the chart. */}
          <UnstyledButton onClick={onForceRefresh} aria-label="Cached, click to force-refresh" display="flex">
            <Badge variant="light" color="gray" tt="none" style={{ cursor: 'pointer' }}>
              Cached
            </Badge>
          </UnstyledButton>
        </Tooltip>
      )}
      <Timer />
    </Group>
  );
}
