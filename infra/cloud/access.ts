import type { QueueName } from '#functions/manifest.ts';
import type { ReportKeyAccess } from './report-signing.ts';

/** Cognito administration calls a function may make on the user pool (IAM `cognito-idp:<action>`). */
export type UserPoolAction =
  | 'AdminGetUser'
  | 'AdminCreateUser'
  | 'AdminAddUserToGroup'
  | 'AdminRemoveUserFromGroup'
  | 'AdminSetUserPassword'
  | 'AdminUpdateUserAttributes'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminDeleteUser'
  | 'AdminUserGlobalSignOut'
  | 'CreateGroup';

/**
 * What each function may touch, declared per manifest module. The stack grants exactly this and sets the matching
 * environment variables; a module missing here fails synth, so a new handler cannot ship with borrowed rights.
 */
export interface FunctionAccess {
  /** The main table (TABLE_NAME). */
  table?: 'read' | 'readWrite';
  /** The results bucket through the blob store (RESULTS_BUCKET). */
  results?: 'read' | 'readWrite';
  /** Athena queries over the Glue examples (ATHENA_*), which also needs the results bucket for Athena's output. */
  query?: boolean;
  /** PostToConnection on the WebSocket stage (WS_MANAGEMENT_ENDPOINT). */
  push?: boolean;
  /** Queues it sends jobs to (`<QUEUE>_QUEUE_URL`). */
  enqueue?: readonly QueueName[];
  /** Administration of the user pool (COGNITO_USER_POOL_ID); sign-in itself needs no IAM. */
  users?: readonly UserPoolAction[];
  /** The per-report schedules of EventBridge Scheduler (REPORT_SCHEDULE_GROUP, REPORT_QUEUE_ARN, REPORT_SCHEDULER_ROLE_ARN). */
  reportSchedules?: boolean;
  /** The report-signing KMS key (REPORT_SIGNING_KEY_ID): `sign` report screenshot tokens, or `verify` them. */
  reportKey?: ReportKeyAccess;
  /** Send e-mail through SES from the deployment's sender (SMTP_MAIL_FROM). */
  mail?: boolean;
  /** The web app's address (WEB_BASE_URL), for permalinks, links in mails and pages a headless browser opens. */
  webUrl?: boolean;
}

/** A worker runs engine queries, stores results, records job events and pushes them. */
const worker: FunctionAccess = { table: 'readWrite', results: 'readWrite', query: true, push: true };

export const functionAccess: Readonly<Record<string, FunctionAccess>> = {
  'system/handler': {},
  // Sign-in goes to Cognito's public InitiateAuth API (no IAM); users and roles live in the table, and the security
  // API keeps the pool's users and groups in step (functions/lib/adapters/identity/cognito-identity-admin.ts).
  // It also signs embedded dashboards' guest tokens with the report-signing key.
  'security/handler': {
    table: 'readWrite',
    reportKey: 'sign',
    users: [
      'AdminGetUser',
      'AdminCreateUser',
      'AdminSetUserPassword',
      'AdminUpdateUserAttributes',
      'AdminAddUserToGroup',
      'AdminRemoveUserFromGroup',
      'AdminDisableUser',
      'AdminEnableUser',
      'AdminDeleteUser',
      'AdminUserGlobalSignOut',
      'CreateGroup',
    ],
  },
  // Polling fallback of the push channel: it reads events and pushes nothing itself.
  'async/handler': { table: 'read' },
  // $connect records the connection, $disconnect removes it, $default answers pings and replays.
  'realtime/handler': { table: 'readWrite', push: true },
  // Verifies a Cognito token against the pool's public keys (no AWS API call), or a report screenshot token against
  // the report-signing key's public half.
  'realtime/authorizer': { reportKey: 'verify' },
  // The HTTP API's authorizer: the same two kinds of token.
  'security/authorizer': { reportKey: 'verify' },
  // Chart data: runs engine queries, caches results, enqueues async chart jobs.
  'charts/handler': { table: 'readWrite', results: 'readWrite', query: true, enqueue: ['chart'] },
  // Dashboards: their items and the charts and datasets they show (no engine query of their own); permalinks name the
  // web app's address.
  'dashboards/handler': { table: 'readWrite', webUrl: true },
  // Bundle export and import: reads and writes databases, datasets, charts and dashboards (no engine query); an
  // export too big for a Lambda response is parked in the results bucket behind a signed URL.
  'bundles/handler': { table: 'readWrite', results: 'readWrite' },
  // Native annotation layers and their annotations: items only.
  'annotations/handler': { table: 'readWrite' },
  // Alerts and reports: items, and one EventBridge schedule per active report (see Reports in infra/cloud/reports.ts).
  'reports/handler': { table: 'readWrite', reportSchedules: true },
  // Usage events in, Recents out: items only.
  'log/handler': { table: 'readWrite' },
  // Dataset reads and samples (an engine query).
  'datasets/handler': { table: 'readWrite', results: 'readWrite', query: true },
  // Legacy explore_json and datasource metadata, through the chart data service; Explore permalinks.
  'explore/handler': { table: 'readWrite', results: 'readWrite', query: true, enqueue: ['chart'], webUrl: true },
  // SQL Lab: sync runs, results, stop, estimate; async runs go to the sql queue; progress is pushed; permalinks.
  'sqllab/handler': {
    table: 'readWrite',
    results: 'readWrite',
    query: true,
    enqueue: ['sql'],
    push: true,
    webUrl: true,
  },
  // Database connections and their catalog metadata (engine queries and Athena/Glue catalog calls).
  'databases/handler': { table: 'readWrite', query: true },
  // A job whose tenant runs all the jobs it may goes back on its own queue with a delay (functions/jobs/tenant-turn.ts).
  'jobs/chart-worker': { ...worker, enqueue: ['chart'] },
  'jobs/sql-worker': { ...worker, enqueue: ['sql'] },
  // Also signs the screenshot token its headless browser calls the API with, opens the web app and mails the result.
  'jobs/report-worker': { ...worker, reportKey: 'sign', mail: true, webUrl: true },
  // Runs inside Cognito's sign-in and refresh: reads the user's session generation from the user record.
  'security/pre-token-generation': { table: 'read' },
  // Deploy-time tenant bootstrap: tenant, roles, admin and example records; the admin in Cognito, created once.
  'security/tenant-bootstrap': {
    table: 'readWrite',
    users: ['AdminGetUser', 'AdminCreateUser', 'AdminAddUserToGroup'],
  },
  // Operators' tenant creation: the same records, admin and workgroup as the bootstrap, for a new tenant.
  'security/tenant-operator': { table: 'readWrite', users: ['AdminGetUser', 'AdminCreateUser', 'AdminAddUserToGroup'] },
};

/** The declared access of a module; throws at synth for a module nobody has declared. */
export function accessOf(module: string): FunctionAccess {
  const access = functionAccess[module];
  if (!access) throw new Error(`Declare what functions/${module}.ts may access in infra/cloud/access.ts`);
  return access;
}
