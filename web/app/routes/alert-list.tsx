import { RouteErrorView } from '../core/route-error-view.tsx';
import { AlertListPage, ALERTS } from '../features/reports/index.ts';
import type { Route } from './+types/alert-list';

export const meta: Route.MetaFunction = () => [{ title: 'Alerts · Skyset' }];

/** The alert list at Superset's `/alert/list/` (its AlertList with the Alerts switch set); the list loads its own data. */
export default function AlertListRoute() {
  return <AlertListPage key="alert" kind={ALERTS} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
