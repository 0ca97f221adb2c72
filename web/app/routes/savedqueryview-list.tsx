import { RouteErrorView } from '../core/route-error-view.tsx';
import { SavedQueryListPage } from '../features/sql-queries/index.ts';
import type { Route } from './+types/savedqueryview-list';

export const meta: Route.MetaFunction = () => [{ title: 'Saved queries · Skyset' }];

/** The saved query list at Superset's `/savedqueryview/list/`; filters and paging live in the URL. */
export default function SavedQueryListRoute() {
  return <SavedQueryListPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
