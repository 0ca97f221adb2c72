import { RouteErrorView } from '../core/route-error-view.tsx';
import { SqlLabPage } from '../features/sqllab/index.ts';
import type { Route } from './+types/sqllab';

export const meta: Route.MetaFunction = () => [{ title: 'SQL Lab · Skyset' }];

/** SQL Lab at Superset's `/sqllab/`; the page restores its tabs from the server itself. */
export default function SqlLabRoute() {
  return <SqlLabPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
