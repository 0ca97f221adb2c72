import { RouteErrorView } from '../core/route-error-view.tsx';
import { AnnotationListPage } from '../features/annotations/index.ts';
import type { Route } from './+types/annotation-list';

export const meta: Route.MetaFunction = () => [{ title: 'Annotations · Skyset' }];

/** A layer id is digits; anything else names no layer. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!/^\d{1,15}$/.test(params.layerId)) throw new Response('Not found', { status: 404 });
  return { layerId: Number(params.layerId) };
}

/** One layer's annotations at Superset's `/annotationlayer/{id}/annotation/`. */
export default function AnnotationListRoute({ loaderData: { layerId } }: Route.ComponentProps) {
  // Keyed by layer, so moving to another layer starts with a fresh search, sort and page.
  return <AnnotationListPage key={layerId} layerId={layerId} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
