import { RouteErrorView } from '../core/route-error-view.tsx';
import { LayerListPage } from '../features/annotations/index.ts';
import type { Route } from './+types/annotation-layer-list';

export const meta: Route.MetaFunction = () => [{ title: 'Annotation layers · Skyset' }];

/** The annotation layer list at Superset's `/annotationlayer/list/`; the list loads its own data. */
export default function AnnotationLayerListRoute() {
  return <LayerListPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
