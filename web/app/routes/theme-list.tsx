import { RouteErrorView } from '../core/route-error-view.tsx';
import { ThemeListPage } from '../features/themes/index.ts';
import type { Route } from './+types/theme-list';

export const meta: Route.MetaFunction = () => [{ title: 'Themes · Skyset' }];

/** The workspace's themes at Superset's `/theme/list/`; the list loads its own data. */
export default function ThemeListRoute() {
  return <ThemeListPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
