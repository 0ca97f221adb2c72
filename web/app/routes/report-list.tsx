import { RouteErrorView } from '../core/route-error-view.tsx';
import { AlertListPage, REPORTS } from '../features/reports/index.ts';
import type { Route } from './+types/report-list';

export const meta: Route.MetaFunction = () => [{ title: 'Reports · Skyset' }];

/** The report list at Superset's `/report/list/` (its AlertList with the Reports switch set); the list loads its own data. */
export default function ReportListRoute() {
  return <AlertListPage key="report" kind={REPORTS} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
