import { RouteErrorView } from '../core/route-error-view.tsx';
import { DashboardListPage } from '../features/dashboard-list/index.ts';
import type { Route } from './+types/dashboard-list';

export const meta: Route.MetaFunction = () => [{ title: 'Dashboards · Skyset' }];

/** The dashboard list at Superset's `/dashboard/list/`; the list loads its own data so filters and paging stay in the URL. */
export default function DashboardListRoute() {
  return <DashboardListPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
