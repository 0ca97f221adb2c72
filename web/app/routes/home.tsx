import { HomePage } from '../features/home/index.ts';
import { loadCurrentUser } from '../features/auth/index.ts';
import { RouteErrorView } from '../core/route-error-view.tsx';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [{ title: 'Home · Skyset' }];

/** Loads the signed-in user for the greeting. */
export async function clientLoader() {
  return { user: await loadCurrentUser() };
}

/** The landing page after signing in (`/` and Superset's `/superset/welcome/`). */
export default function HomeRoute({ loaderData: { user } }: Route.ComponentProps) {
  return <HomePage user={user} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
