import { RouteErrorView } from '../core/route-error-view.tsx';
import { ExecutionLogPage, ALERTS } from '../features/reports/index.ts';
import type { Route } from './+types/alert-log';

export const meta: Route.MetaFunction = () => [{ title: 'Alert execution log · Skyset' }];

/** A alert id is digits; anything else names no alert. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!/^\d{1,15}$/.test(params.id)) throw new Response('Not found', { status: 404 });
  return { id: Number(params.id) };
}

/** One alert's execution log at Superset's `/alert/{id}/log/`. */
export default function AlertLogRoute({ loaderData: { id } }: Route.ComponentProps) {
  return <ExecutionLogPage key={id} kind={ALERTS} id={id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
