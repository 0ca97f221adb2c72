import { RouteErrorView } from '../core/route-error-view.tsx';
import { SqlLabPermalinkPage } from '../features/sql-queries/index.ts';
import type { Route } from './+types/sqllab-permalink';

export const meta: Route.MetaFunction = () => [{ title: 'SQL Lab · Skyset' }];

/** Superset's SQL Lab permalink `/sqllab/p/{key}/`: opens SQL Lab on the query the link shared. */
export default function SqlLabPermalinkRoute({ params }: Route.ComponentProps) {
  // Keyed by the link, so opening another permalink from this one starts afresh.
  return <SqlLabPermalinkPage key={params.key} permalinkKey={params.key} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
