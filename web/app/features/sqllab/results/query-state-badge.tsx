import { Badge } from '@mantine/core';
import type { QueryState } from '#shared/sqllab/query-state.ts';

/** Each state's words and colour, as Superset's query state label and history icons show them. */
const STATES: Readonly<Record<QueryState, { label: string; color: string }>> = {
  started: { label: 'Started', color: 'gray' },
  pending: { label: 'Pending', color: 'blue' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  running: { label: 'Running', color: 'yellow' },
  fetching: { label: 'Fetching', color: 'blue' },
  success: { label: 'Success', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  stopped: { label: 'Stopped', color: 'red' },
  timed_out: { label: 'Timed out', color: 'red' },
};

/** The words for a query state (`Running`, `Success`...). */
export const queryStateLabel = (state: QueryState): string => STATES[state].label;

/** A query's state as a small coloured label. */
export function QueryStateBadge({ state }: { state: QueryState }) {
  const { label, color } = STATES[state];
  return (
    <Badge size="sm" variant="light" color={color} data-testid="sqllab-query-state">
      {label}
    </Badge>
  );
}
