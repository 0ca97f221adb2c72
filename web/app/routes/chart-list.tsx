import { RouteErrorView } from '../core/route-error-view.tsx';
import { ChartListPage } from '../features/chart-list/index.ts';
import type { Route } from './+types/chart-list';

export const meta: Route.MetaFunction = () => [{ title: 'Charts · Skyset' }];

/** The chart list at Superset's `/chart/list/`; the list loads its own data so filters and paging stay in the URL. */
export default function ChartListRoute() {
  return <ChartListPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
