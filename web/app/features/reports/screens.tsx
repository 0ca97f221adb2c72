import { Center, Loader } from '@mantine/core';
import { preloadable } from '../../ui/preloadable.tsx';
import type { ListKind } from './list/list-kind.ts';

/*
 * The feature's screens, each in its own chunk: Explore and the dashboard import this feature for its menu entries, and
 * a static import of the screens here would make them load the lists, modals and logs too.
 */

const LOADING = (
  <Center mih={240}>
    <Loader size="sm" aria-label="Loading" />
  </Center>
);

/** `/alert/list/` and `/report/list/` (Superset's AlertList). */
export const AlertListPage = preloadable<{ kind: ListKind }>(
  async () => (await import('./list/alert-list-page.tsx')).AlertListPage,
  LOADING,
).Component;

/** A report's or an alert's execution log. */
export const ExecutionLogPage = preloadable<{ kind: ListKind; id: number }>(
  async () => (await import('./log/execution-log-page.tsx')).ExecutionLogPage,
  LOADING,
).Component;
