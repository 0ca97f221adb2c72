import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { EmbeddedConfigBody } from '#shared/api/dashboard.ts';
import { ForbiddenError, NotFoundError } from '#shared/errors.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import { ownerDirectory } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { documentClient, tableName } from '../lib/dynamo.ts';
import { parseWith } from '../lib/http.ts';
import { readItem } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';
import { DASHBOARD_FORBIDDEN, loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';

/** A dashboard's embedding configuration (Superset's EmbeddedDashboard): its own uuid survives updates. */
const EmbeddedRecord = z.object({
  uuid: z.string(),
  dashboard_id: z.number().int(),
  allowed_domains: z.array(z.string()),
  changed_on: z.string(),
  changed_by_fk: z.number().int().nullable(),
});
type EmbeddedRecord = z.infer<typeof EmbeddedRecord>;

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
  const embedded = await readItem(EmbeddedRecord, keys.dashboardEmbedded(access.claims.tenant, record.id));
  if (!embedded) throw new NotFoundError();
  return present(access.claims.tenant, embedded);
}

/** PUT (or POST) /api/v1/dashboard/{id_or_slug}/embedded: set the allowed domains, keeping the uuid; `{ result }`. */
export async function setEmbedded(access: CallerAccess, idOrSlug: string, body: unknown, now = new Date()) {
  const record = await loadOwnDashboard(access, idOrSlug);
  const { allowed_domains: allowedDomains } = parseWith(EmbeddedConfigBody, body);
  const { tenant } = access.claims;
  const existing = await readItem(EmbeddedRecord, keys.dashboardEmbedded(tenant, record.id));
  const embedded: EmbeddedRecord = {
    uuid: existing?.uuid ?? randomUUID(),
    dashboard_id: record.id,
    allowed_domains: allowedDomains,
    changed_on: now.toISOString(),
    changed_by_fk: await callerUserId(access),
  };
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.dashboardEmbedded(tenant, record.id), ...embedded } }),
  );
  return present(tenant, embedded);
}

/** DELETE /api/v1/dashboard/{id_or_slug}/embedded: `{ message: "OK" }`, embedded or not. */
export async function deleteEmbedded(access: CallerAccess, idOrSlug: string) {
  const record = await loadOwnDashboard(access, idOrSlug);
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.dashboardEmbedded(access.claims.tenant, record.id) }),
  );
  return { message: 'OK' };
}
