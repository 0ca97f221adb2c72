import { RouteErrorView } from '../core/route-error-view.tsx';
import { DatasetListPage } from '../features/datasets/index.ts';
import type { Route } from './+types/dataset-list';

export const meta: Route.MetaFunction = () => [{ title: 'Datasets · Skyset' }];

/** The dataset list at Superset's `/tablemodelview/list/`; filters and paging live in the URL. */
export default function DatasetListRoute() {
  return <DatasetListPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
