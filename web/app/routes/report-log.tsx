import { RouteErrorView } from '../core/route-error-view.tsx';
import { ExecutionLogPage, REPORTS } from '../features/reports/index.ts';
import type { Route } from './+types/report-log';

export const meta: Route.MetaFunction = () => [{ title: 'Report execution log · Skyset' }];

/** A report id is digits; anything else names no report. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!/^\d{1,15}$/.test(params.id)) throw new Response('Not found', { status: 404 });
  return { id: Number(params.id) };
}

/** One report's execution log at Superset's `/report/{id}/log/`. */
export default function ReportLogRoute({ loaderData: { id } }: Route.ComponentProps) {
  return <ExecutionLogPage key={id} kind={REPORTS} id={id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
