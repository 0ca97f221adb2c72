import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Screens of the web app, at Superset's URLs. Everything except the login page sits inside the
 * signed-in layout; unknown paths (including screens not built yet) get the "Page not found" page.
 */
export default [
  route('login', 'routes/login.tsx'),
  // An embedded dashboard, in the embedded SDK's iframe: its host signs its viewers in, so no signed-in layout.
  route('embedded/:uuid', 'routes/embedded.tsx'),
  layout('routes/app-layout.tsx', [
    index('routes/home.tsx'),
    route('superset/welcome', 'routes/home.tsx', { id: 'routes/welcome' }),
    route('chart/list', 'routes/chart-list.tsx'),
    route('dashboard/list', 'routes/dashboard-list.tsx'),
    route('tablemodelview/list', 'routes/dataset-list.tsx'),
    route('dataset/add', 'routes/dataset-add.tsx'),
    route('explore', 'routes/explore.tsx'),
    route('explore/p/:key', 'routes/explore-permalink.tsx'),
    route('superset/dashboard/p/:key', 'routes/dashboard-permalink.tsx'),
    route('superset/dashboard/:idOrSlug', 'routes/dashboard.tsx'),
    route('sqllab', 'routes/sqllab.tsx'),
    route('savedqueryview/list', 'routes/savedqueryview-list.tsx'),
    route('sqllab/history', 'routes/sqllab-history.tsx'),
    route('sqllab/p/:key', 'routes/sqllab-permalink.tsx'),
    route('annotationlayer/list', 'routes/annotation-layer-list.tsx'),
    route('annotationlayer/:layerId/annotation', 'routes/annotation-list.tsx'),
    route('list_users', 'routes/list-users.tsx'),
    route('list_roles', 'routes/list-roles.tsx'),
    route('rowlevelsecurity/list', 'routes/rowlevelsecurity-list.tsx'),
    route('theme/list', 'routes/theme-list.tsx'),
    route('user_info', 'routes/user-info.tsx'),
    route('alert/list', 'routes/alert-list.tsx'),
    route('report/list', 'routes/report-list.tsx'),
    route('alert/:id/log', 'routes/alert-log.tsx'),
    route('report/:id/log', 'routes/report-log.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
