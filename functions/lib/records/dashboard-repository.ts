import { DeleteCommand, GetCommand, paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, insertIfAbsent, tableName, writeIf } from '../dynamo.ts';
import { readItem, readPartition, readRecentItem, readRecentItemsOf, writeVersioned } from '../item-store.ts';
import { keys } from '../keys.ts';
import { DashboardRecord, DashboardSummary } from './dashboard-schema.ts';

/** Store a DashboardRecord (see `writeVersioned`: new only if absent, an edit only over the version read). */
export function writeDashboard(tenant: string, record: DashboardRecord, previousVersion?: number): Promise<void> {
  return writeVersioned(
    keys.dashboard(tenant, record.id),
    record,
    previousVersion,
    'The dashboard was changed by someone else; reload it and try again',
  );
}

/** A tenant's dashboard by id, or undefined (no visibility check: see access.ts). */
export function readDashboard(tenant: string, id: number): Promise<DashboardRecord | undefined> {
  return readItem(DashboardRecord, keys.dashboard(tenant, id));
}

/**
 * A tenant's dashboard by id as this warm function read it within seconds, read-only (staleness as
 * functions/lib/warm-items.ts bounds it): for views, which every viewer of a dashboard repeats, never for a read a write follows.
 */
export function readRecentDashboard(tenant: string, id: number): Promise<DashboardRecord | undefined> {
  return readRecentItem(DashboardRecord, keys.dashboard(tenant, id));
}

/** {@link readRecentDashboard} of several ids, each once (ids of no dashboard are left out; no visibility check). */
export function readRecentDashboards(tenant: string, ids: readonly number[]): Promise<DashboardRecord[]> {
  return readRecentItemsOf(
    DashboardRecord,
    [...new Set(ids)].map((id) => keys.dashboard(tenant, id)),
  );
}

/** Every dashboard of a tenant, by id, whole (layouts included). */
export function listDashboardRecords(tenant: string): Promise<DashboardRecord[]> {
  return readPartition(DashboardRecord, keys.dashboard(tenant, 1).pk);
}

/** Every dashboard of a tenant without its layout and CSS: what chart answers need to name a chart's dashboards. */
export async function listDashboardSummaries(tenant: string): Promise<DashboardSummary[]> {
  const summaries: DashboardSummary[] = [];
  const pages = paginateQuery(
    { client: documentClient() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.dashboard(tenant, 1).pk },
      ProjectionExpression: 'id, dashboard_title, json_metadata, published, #owners, #roles, chartIds',
      ExpressionAttributeNames: { '#owners': 'owners', '#roles': 'roles' },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) summaries.push(DashboardSummary.parse(item));
  }
  return summaries;
}

/** Delete a dashboard and its slug lock (absent is fine: callers check existence first to answer 404). */
export async function deleteDashboardRecord(tenant: string, record: DashboardRecord): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.dashboard(tenant, record.id) }));
  if (record.slug) await releaseSlug(tenant, record.slug, record.id);
}

/** The id holding a slug, if any. */
export async function slugOwner(tenant: string, slug: string): Promise<number | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.dashboardSlug(tenant, slug), ConsistentRead: true }),
  );
  return Item ? Number(Item.id) : undefined;
}

/**
 * Reserve a slug for dashboard `id`: true when it is now theirs. A lock left by a dashboard that no longer carries the
 * slug (a crash between the two writes, or a slug since changed) is taken over, conditional on the lock read.
 */
export async function claimSlug(tenant: string, slug: string, id: number): Promise<boolean> {
  if (await insertIfAbsent({ ...keys.dashboardSlug(tenant, slug), id })) return true;
  const holder = await slugOwner(tenant, slug);
  if (holder === id) return true;
  if (holder !== undefined && (await readDashboard(tenant, holder))?.slug === slug) return false;
  return writeIf(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.dashboardSlug(tenant, slug), id },
      ConditionExpression: holder === undefined ? 'attribute_not_exists(pk)' : 'id = :holder',
      ExpressionAttributeValues: holder === undefined ? undefined : { ':holder': holder },
    }),
  );
}

/** Free a slug held by dashboard `id` (a lock since taken by another dashboard stays). */
export async function releaseSlug(tenant: string, slug: string, id: number): Promise<void> {
  await writeIf(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.dashboardSlug(tenant, slug),
      ConditionExpression: 'id = :id',
      ExpressionAttributeValues: { ':id': id },
    }),
  );
}
