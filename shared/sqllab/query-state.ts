import * as z from 'zod';

/**
 * The life of a SQL Lab query (Superset's QueryStatus), shared by the server (conditional writes of the record)
 * and the web client (its query reducer). Pure: no I/O, no clock.
 */
export const QueryState = z.enum([
  'started',
  'pending',
  'scheduled',
  'running',
  'fetching',
  'success',
  'failed',
  'stopped',
  'timed_out',
]);
export type QueryState = z.infer<typeof QueryState>;

/** States a query never leaves: whatever arrives later (a late success, a failure after a stop) is ignored. */
export const TERMINAL_STATES: readonly QueryState[] = ['success', 'failed', 'stopped', 'timed_out'];

/** States in which the query is still waiting or working (a Stop applies to these). */
export const ACTIVE_STATES: readonly QueryState[] = ['started', 'pending', 'scheduled', 'running', 'fetching'];

/** Where each active state may go next. Staying in `running` or `fetching` records progress. */
const NEXT: Readonly<Record<QueryState, readonly QueryState[]>> = {
  started: ['pending', 'scheduled', 'running', 'fetching', ...TERMINAL_STATES],
  pending: ['pending', 'scheduled', 'running', 'fetching', ...TERMINAL_STATES],
  scheduled: ['pending', 'running', 'fetching', ...TERMINAL_STATES],
  running: ['running', 'fetching', ...TERMINAL_STATES],
  fetching: ['fetching', ...TERMINAL_STATES],
  success: [],
  failed: [],
  stopped: [],
  timed_out: [],
};

/** Whether a state is final. */
export const isTerminal = (state: QueryState): boolean => TERMINAL_STATES.includes(state);

/** Whether a query in state `from` may move to `to`. */
export function canTransition(from: QueryState, to: QueryState): boolean {
  return NEXT[from].includes(to);
}

/** The state after asking to move from `from` to `to`: `to` when allowed, else `from` unchanged. */
export function transition(from: QueryState, to: QueryState): QueryState {
  return canTransition(from, to) ? to : from;
}

/** Every state from which `to` may be reached: the condition of a write that moves a stored record to `to`. */
export function statesLeadingTo(to: QueryState): QueryState[] {
  return QueryState.options.filter((from) => canTransition(from, to));
}
