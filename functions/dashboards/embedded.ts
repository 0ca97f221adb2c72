import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { EmbeddedConfigBody } from '#shared/api/dashboard-embedded.ts';
import { ForbiddenError, NotFoundError } from '#shared/errors.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import { ownerDirectory } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { documentClient, tableName } from '../lib/dynamo.ts';
import { parseWith } from '../lib/http.ts';
import {
  type EmbeddedRecord,
  type EmbeddedUuidRecord,
  findEmbeddedByUuid,
  readEmbedded,
} from '../lib/records/embedded-dashboard.ts';
import { keys } from '../lib/keys.ts';
import { DASHBOARD_FORBIDDEN, loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';

/** Superset's EmbeddedDashboardResponseSchema. */
async function present(tenant: string, embedded: EmbeddedRecord) {
  const users = await ownerDirectory(tenant);
  const changedBy = embedded.changed_by_fk === null ? undefined : users.get(embedded.changed_by_fk);
  return {
    result: {
      uuid: embedded.uuid,
      allowed_domains: embedded.allowed_domains,
      dashboard_id: String(embedded.dashboard_id),
      changed_on: embedded.changed_on,
      changed_by: changedBy ? { first_name: changedBy.first_name, last_name: changedBy.last_name } : null,
    },
  };
}

/** The dashboard the caller sees and may change (the embedding of others' dashboards is theirs to set). */
async function loadOwnDashboard(access: CallerAccess, idOrSlug: string) {
  const { record, viewer } = await loadVisibleDashboard(access, idOrSlug);
  if (!viewer.canEdit(record)) throw new ForbiddenError(DASHBOARD_FORBIDDEN);
  return record;
}

/** GET /api/v1/dashboard/{id_or_slug}/embedded: `{ result }`; 404 when the dashboard is not embedded. */
export async function getEmbedded(access: CallerAccess, idOrSlug: string) {
  const { record } = await loadVisibleDashboard(access, idOrSlug);
  const embedded = await readEmbedded(access.claims.tenant, record.id);
  if (!embedded) throw new NotFoundError();
  return present(access.claims.tenant, embedded);
}

/** PUT (or POST) /api/v1/dashboard/{id_or_slug}/embedded: set the allowed domains, keeping the uuid; `{ result }`. */
export async function setEmbedded(access: CallerAccess, idOrSlug: string, body: unknown, now = new Date()) {
  const record = await loadOwnDashboard(access, idOrSlug);
  const { allowed_domains: allowedDomains } = parseWith(EmbeddedConfigBody, body);
  const { tenant } = access.claims;
  const existing = await readEmbedded(tenant, record.id);
  const embedded: EmbeddedRecord = {
    uuid: existing?.uuid ?? randomUUID(),
    dashboard_id: record.id,
    allowed_domains: allowedDomains,
    changed_on: now.toISOString(),
    changed_by_fk: await callerUserId(access),
  };
  // The uuid's page entry first: one left behind by a failed second write leads to no embedding (guests are refused).
  const page: EmbeddedUuidRecord = { tenant, dashboard_id: record.id, allowed_domains: allowedDomains };
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.embeddedUuid(embedded.uuid), ...page } }),
  );
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.dashboardEmbedded(tenant, record.id), ...embedded } }),
  );
  return present(tenant, embedded);
}

/** DELETE /api/v1/dashboard/{id_or_slug}/embedded: `{ message: "OK" }`, embedded or not. */
export async function deleteEmbedded(access: CallerAccess, idOrSlug: string) {
  const record = await loadOwnDashboard(access, idOrSlug);
  const existing = await readEmbedded(access.claims.tenant, record.id);
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.dashboardEmbedded(access.claims.tenant, record.id) }),
  );
  if (existing)
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.embeddedUuid(existing.uuid) }));
  return { message: 'OK' };
}

/**
 * GET /api/v1/embedded_dashboard/{uuid} (Superset's EmbeddedDashboardRestApi): the embedding of that uuid, as the
 * embedded page finds its dashboard; 404 when the tenant embeds no dashboard under it or the caller may not see it
 * (a guest sees the dashboards of its token only).
 */
export async function getEmbeddedByUuid(access: CallerAccess, uuid: string) {
  const embedded = await findEmbeddedByUuid(access.claims.tenant, uuid);
  if (!embedded) throw new NotFoundError();
  await loadVisibleDashboard(access, String(embedded.dashboard_id), { recent: true });
  return present(access.claims.tenant, embedded);
}
