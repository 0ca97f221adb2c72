import { createHash } from 'node:crypto';

/**
 * Every DynamoDB key of Skyset, in one place. The tenant id is part of every partition key (but the sign-in
 * throttle's count per client address), so no handler can name another tenant's items. docs/data-model.md describes items and access patterns.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

const tenantPrefix = (tenant: string): string => `T#${tenant}`;

/** Ids are zero-padded so that sort keys order numerically. */
export const padId = (id: number): string => String(id).padStart(12, '0');

export const keys = {
  /** The tenant record (name, created_on, status). */
  tenant: (tenant: string): ItemKey => ({ pk: tenantPrefix(tenant), sk: 'TENANT' }),
  /** A user, by login name. */
  user: (tenant: string, username: string): ItemKey => ({ pk: `${tenantPrefix(tenant)}#USER`, sk: `NAME#${username}` }),
  /** A role and its (permission, view) pairs. */
  role: (tenant: string, name: string): ItemKey => ({ pk: `${tenantPrefix(tenant)}#ROLE`, sk: `NAME#${name}` }),
  /** Failed sign-ins of one user name of a tenant (the sign-in throttle), known or not. */
  loginFailuresOfUser: (tenant: string, username: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#LOGIN_FAILURES`,
    sk: `USER#${username}`,
  }),
  /**
   * Failed sign-ins from one client address over every tenant: the one key without a tenant, as an address belongs to
   * none and a sign-in names its tenant itself (a per-tenant count would let one address guess in every tenant).
   */
  loginFailuresOfAddress: (address: string): ItemKey => ({ pk: `LOGIN_FAILURES#${address}`, sk: 'ADDRESS' }),
  /** A signed-in session of one user: its refresh token family (the one refresh token still valid). */
  session: (tenant: string, sessionId: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#SESSION#${sessionId}`,
    sk: 'SESSION',
  }),
  /** Integer id counter per entity kind (`user`, `role`, `database`, `dataset`...). */
  counter: (tenant: string, entity: string): ItemKey => ({ pk: `${tenantPrefix(tenant)}#COUNTER`, sk: entity }),
  /** A registered database connection. */
  database: (tenant: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#DATABASE`,
    sk: `ID#${padId(id)}`,
  }),
  /** A dataset (SqlaTable) with its columns and metrics. */
  dataset: (tenant: string, id: number): ItemKey => ({ pk: `${tenantPrefix(tenant)}#DATASET`, sk: `ID#${padId(id)}` }),
  /** Unique-name lock of a database: the first writer of a name owns it; holds the id. */
  databaseName: (tenant: string, name: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#DATABASE_NAME`,
    sk: `NAME#${name}`,
  }),
  /** Unique-name lock of a dataset within a database and schema; holds the id. */
  datasetName: (tenant: string, databaseId: number, schema: string, table: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#DATASET_NAME`,
    sk: `${padId(databaseId)}#${schema}#${table}`,
  }),
  /** An open WebSocket connection; gsi1 finds a channel's connections. */
  connection: (tenant: string, connectionId: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#CONN`,
    sk: connectionId,
  }),
  /** gsi1 key of a connection, grouping a channel's connections. */
  channelConnections: (tenant: string, channelId: string): { gsi1pk: string } => ({
    gsi1pk: `${tenantPrefix(tenant)}#CHANNEL#${channelId}#CONNS`,
  }),
  /** The event log of one async channel; sort key is the strictly increasing event id. */
  channelEvent: (tenant: string, channelId: string, eventId: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#CHANNEL#${channelId}`,
    sk: `EVENT#${padId(eventId)}`,
  }),
  /** The last event id of a channel (a counter item beside its events). */
  channelHead: (tenant: string, channelId: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#CHANNEL#${channelId}`,
    sk: 'HEAD',
  }),
  /** One of a tenant's engine query slots (cloud): a lease held by the Lambda running a query. */
  engineSlot: (tenant: string, lane: string, index: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#ENGINE_SLOTS`,
    sk: `${lane}#${index}`,
  }),
  /** A job's idempotency record: the first delivery claims it, redeliveries see it. */
  job: (tenant: string, jobId: string): ItemKey => ({ pk: `${tenantPrefix(tenant)}#JOB#${jobId}`, sk: 'JOB' }),
  /** A SQL Lab query record, by the client's id (Superset's `client_id`); gsi1 lists a user's queries by change time. */
  query: (tenant: string, clientId: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#QUERY#${clientId}`,
    sk: 'QUERY',
  }),
  /** Lock mapping a query's integer id to its client id. */
  queryId: (tenant: string, id: number): ItemKey => ({ pk: `${tenantPrefix(tenant)}#QUERY_ID`, sk: `ID#${padId(id)}` }),
  /** gsi1 key of a user's queries, sorted by `changed_on` (gsi1sk). */
  userQueries: (tenant: string, userId: string): { gsi1pk: string } => ({
    gsi1pk: `${tenantPrefix(tenant)}#USER#${userId}#QUERIES`,
  }),
  /** A saved query. */
  savedQuery: (tenant: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#SAVED_QUERY`,
    sk: `ID#${padId(id)}`,
  }),
  /** A SQL Lab tab of one user. */
  tabState: (tenant: string, userId: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#USER#${userId}#TAB`,
    sk: `ID#${padId(id)}`,
  }),
  /** A table schema panel of one user's tab. */
  tableSchema: (tenant: string, userId: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#USER#${userId}#TABLE_SCHEMA`,
    sk: `ID#${padId(id)}`,
  }),
  /** A user's SQL Lab settings: the active tab. */
  sqllabUser: (tenant: string, userId: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#USER#${userId}#SQLLAB`,
    sk: 'STATE',
  }),
  /** A saved chart (Superset's Slice). */
  chart: (tenant: string, id: number): ItemKey => ({ pk: `${tenantPrefix(tenant)}#CHART`, sk: `ID#${padId(id)}` }),
  /** A dashboard (Superset's Dashboard) with its layout, metadata and the ids of its charts. */
  dashboard: (tenant: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#DASHBOARD`,
    sk: `ID#${padId(id)}`,
  }),
  /** Unique-slug lock of a dashboard, by the slug's SHA-256 (a slug of 255 letters may pass a key's 1,024 bytes); holds its id. */
  dashboardSlug: (tenant: string, slug: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#DASHBOARD_SLUG`,
    sk: `SLUG#${createHash('sha256').update(slug).digest('hex')}`,
  }),
  /** Lock of an imported chart or dashboard uuid: the first import of a uuid claims an id, re-imports find it. */
  assetUuid: (tenant: string, kind: 'chart' | 'dashboard', uuid: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#UUID#${kind}`,
    sk: uuid,
  }),
  /** Marks a tenant whose example dashboards were installed once (deleting one later does not bring it back). */
  exampleDashboards: (tenant: string): ItemKey => ({ pk: tenantPrefix(tenant), sk: 'EXAMPLE_DASHBOARDS' }),
  /** A native annotation layer (Superset's AnnotationLayer). */
  annotationLayer: (tenant: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#ANNOTATION_LAYER`,
    sk: `ID#${padId(id)}`,
  }),
  /** An annotation of one layer: a layer's annotations are one partition, so a layer reads them in one query. */
  annotation: (tenant: string, layerId: number, id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#ANNOTATION#${layerId}`,
    sk: `ID#${padId(id)}`,
  }),
  /** A row level security filter (Superset's RowLevelSecurityFilter); a tenant's filters are one partition, read per chart query. */
  rowLevelSecurityFilter: (tenant: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#RLS_FILTER`,
    sk: `ID#${padId(id)}`,
  }),
  /** A theme (Superset's Theme): its name and `json_data`; a tenant's themes are one partition. */
  theme: (tenant: string, id: number): ItemKey => ({ pk: `${tenantPrefix(tenant)}#THEME`, sk: `ID#${padId(id)}` }),
  /** Which theme is the tenant's system default (Superset's `is_system_default`), beside the tenant record. */
  systemThemes: (tenant: string): ItemKey => ({ pk: tenantPrefix(tenant), sk: 'SYSTEM_THEMES' }),
  /** An alert or report (Superset's ReportSchedule); a tenant's reports are one partition. */
  report: (tenant: string, id: number): ItemKey => ({ pk: `${tenantPrefix(tenant)}#REPORT`, sk: `ID#${padId(id)}` }),
  /** A report's run state (`last_state`, `last_eval_dttm`...), apart from the report so runs never race its edits. */
  reportState: (tenant: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#REPORT_STATE`,
    sk: `ID#${padId(id)}`,
  }),
  /** One run of a report for one schedule occurrence: its execution log entry, claimed by the first delivery. */
  reportLog: (tenant: string, reportId: number, scheduledAt: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#REPORT_LOG#${reportId}`,
    sk: `AT#${scheduledAt}`,
  }),
  /** The local runtime's schedule of one active report (EventBridge Scheduler holds these in the cloud). */
  reportSchedule: (tenant: string, reportId: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#REPORT_SCHEDULE`,
    sk: `ID#${padId(reportId)}`,
  }),
  /** One user's favourite chart: the user's favourites are one partition. */
  chartFavorite: (tenant: string, userId: string, chartId: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#USER#${userId}#FAV_CHART`,
    sk: `ID#${padId(chartId)}`,
  }),
  /** One user's favourite dashboard: the user's favourites are one partition. */
  dashboardFavorite: (tenant: string, userId: string, dashboardId: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#USER#${userId}#FAV_DASHBOARD`,
    sk: `ID#${padId(dashboardId)}`,
  }),
  /**
   * An embedding by its uuid, with its tenant and allowed domains: the second key without a tenant (after the sign-in
   * throttle's per address), as the embedded page is opened by its uuid alone, before any token names a tenant. The
   * uuid is random (122 bits) and the item says no more than the page's own headers do.
   */
  embeddedUuid: (uuid: string): ItemKey => ({ pk: `EMBEDDED#${uuid}`, sk: 'EMBEDDED' }),
  /** A dashboard's embedding configuration (allowed domains, its uuid), beside nothing else. */
  dashboardEmbedded: (tenant: string, dashboardId: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#DASHBOARD_EMBEDDED`,
    sk: `ID#${padId(dashboardId)}`,
  }),
  /** A dashboard's native filter state entry (expires after its TTL), by its random key. */
  dashboardFilterState: (tenant: string, key: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#DASHBOARD_FILTER_STATE#${key}`,
    sk: 'ENTRY',
  }),
  /** A permalink's state (SQL Lab, Explore, dashboard), by its unguessable key. */
  permalink: (tenant: string, key: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#PERMALINK#${key}`,
    sk: 'PERMALINK',
  }),
  /** An Explore form data cache entry (expires after its TTL), by its random key. */
  exploreFormData: (tenant: string, key: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#EXPLORE_FORM_DATA#${key}`,
    sk: 'ENTRY',
  }),
  /** One usage log event of a user, sorted by when it was received (then a random suffix, as events share instants). */
  logEvent: (tenant: string, userId: string, receivedAt: number, suffix: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#USER#${userId}#LOG`,
    sk: `TS#${padId(receivedAt)}#${suffix}`,
  }),
  /** When a user last opened one dashboard or chart: a user's Recents are one partition of at most one item per object. */
  recentView: (tenant: string, userId: string, itemType: 'dashboard' | 'slice', id: number): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#USER#${userId}#RECENT`,
    sk: `${itemType}#${padId(id)}`,
  }),
  /** The form data key one user last used for a tab, datasource and chart (Superset's contextual cache key). */
  exploreFormDataContext: (tenant: string, userId: string, context: string): ItemKey => ({
    pk: `${tenantPrefix(tenant)}#USER#${userId}#EXPLORE_CONTEXT`,
    sk: context,
  }),
};

/** Blob keys begin with the tenant too. */
export const blobKey = (tenant: string, ...parts: string[]): string => ['tenants', tenant, ...parts].join('/');
