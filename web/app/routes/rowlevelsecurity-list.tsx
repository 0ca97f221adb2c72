import { RouteErrorView } from '../core/route-error-view.tsx';
import { RlsListPage } from '../features/row-level-security/index.ts';
import type { Route } from './+types/rowlevelsecurity-list';

export const meta: Route.MetaFunction = () => [{ title: 'Row Level Security · Skyset' }];

/** The row level security rules at Superset's `/rowlevelsecurity/list/`; the list loads its own data. */
export default function RowLevelSecurityListRoute() {
  return <RlsListPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
