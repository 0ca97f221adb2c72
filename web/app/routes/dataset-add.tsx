import { RouteErrorView } from '../core/route-error-view.tsx';
import { AddDatasetPage } from '../features/datasets/index.ts';
import type { Route } from './+types/dataset-add';

export const meta: Route.MetaFunction = () => [{ title: 'New dataset · Skyset' }];

/** Superset's add page at `/dataset/add/`: database, schema and table, then a dataset and Explore on it. */
export default function DatasetAddRoute() {
  return <AddDatasetPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
