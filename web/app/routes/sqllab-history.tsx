import { RouteErrorView } from '../core/route-error-view.tsx';
import { QueryHistoryPage } from '../features/sql-queries/index.ts';
import type { Route } from './+types/sqllab-history';

export const meta: Route.MetaFunction = () => [{ title: 'Query history · Skyset' }];

/** SQL Lab's query history at Superset's `/sqllab/history/`; filters and paging live in the URL. */
export default function QueryHistoryRoute() {
  return <QueryHistoryPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
