import {
  cognitoTriggers,
  customResources,
  domainHandlerModule,
  HTTP_DOMAINS,
  httpAuthorizer,
  operatorFunctions,
  queueConsumers,
  schedules,
  wsAuthorizer,
  wsRoutes,
} from '#functions/manifest.ts';

/** Why a module is deployed: the manifest entry kind that names it. */
export type ModuleRole =
  | 'http-domain'
  | 'http-authorizer'
  | 'ws-route'
  | 'ws-authorizer'
  | 'queue-consumer'
  | 'schedule'
  | 'cognito-trigger'
  | 'custom-resource'
  | 'operator';

export interface ManifestModule {
  /** Module under functions/, without extension (`jobs/sql-worker`); one Lambda function each. */
  module: string;
  role: ModuleRole;
  /** Packages shipped installed beside the bundle instead of inside it (the manifest's worker runtime). */
  installedModules?: readonly string[];
}

/**
 * Every function module the manifest names, once each, in a stable order. The stack deploys exactly these, the
 * bundle benchmark measures them, and the manifest test checks each exists and exports `handler`.
 */
export function manifestModules(): ManifestModule[] {
  const named: ManifestModule[] = [
    ...HTTP_DOMAINS.map((domain) => ({ module: domainHandlerModule(domain), role: 'http-domain' as const })),
    { module: httpAuthorizer.handler, role: 'http-authorizer' },
    ...wsRoutes.map((route) => ({ module: route.handler, role: 'ws-route' as const })),
    { module: wsAuthorizer.handler, role: 'ws-authorizer' },
    ...queueConsumers.map((consumer) => ({
      module: consumer.handler,
      role: 'queue-consumer' as const,
      ...(consumer.runtime ? { installedModules: consumer.runtime.installedModules } : {}),
    })),
    ...schedules.map((schedule) => ({ module: schedule.handler, role: 'schedule' as const })),
    ...Object.values(cognitoTriggers).map((module) => ({ module, role: 'cognito-trigger' as const })),
    ...Object.values(customResources).map((module) => ({ module, role: 'custom-resource' as const })),
    ...Object.values(operatorFunctions).map((module) => ({ module, role: 'operator' as const })),
  ];
  const seen = new Set<string>();
  return named.filter(({ module }) => !seen.has(module) && seen.add(module));
}
