import { RouteErrorView } from '../core/route-error-view.tsx';
import { ExplorePage, exploreQueryOf, loadExplore, standaloneOf } from '../features/explore/index.ts';
import type { Route } from './+types/explore-permalink';

export const meta: Route.MetaFunction = () => [{ title: 'Explore · Skyset' }];

/** Opens the chart state an Explore permalink (`/explore/p/:key/`) stored. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = exploreQueryOf(search, params.key);
  if (!query) throw new Response('Not found', { status: 404 });
  return { payload: await loadExplore(query), standalone: standaloneOf(search) };
}

/** Explore opened from a permalink. */
export default function ExplorePermalinkRoute({ loaderData: { payload, standalone } }: Route.ComponentProps) {
  return <ExplorePage payload={payload} standalone={standalone} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
