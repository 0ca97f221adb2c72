import type { DashboardItem } from '#shared/api/dashboard.ts';

/**
 * What this browser tab last knew the server to hold for each open dashboard: the version (`ETag`) and the fields a
 * save sends back. Hydration records it, and every save from this tab (properties, CSS, publish, edit mode) moves it,
 * so edit mode's `If-Match` names the version this tab saw, and its save never reverts this tab's own earlier saves;
 * only someone else's save in between makes a 409.
 */

/** The writable fields a dashboard save sends, as the server keeps them (people and roles by id). */
export interface SavedDashboardFields {
  dashboard_title: string | null;
  slug: string | null;
  owners: number[];
  roles: number[];
  certified_by: string | null;
  certification_details: string | null;
  css: string | null;
  json_metadata: string | null;
}

export interface KnownDashboard {
  etag: string | null;
  fields: SavedDashboardFields;
}

const known = new Map<number, KnownDashboard>();

const FIELD_NAMES = [
  'dashboard_title',
  'slug',
  'owners',
  'roles',
  'certified_by',
  'certification_details',
  'css',
  'json_metadata',
] as const;

const idsOf = (values: readonly unknown[]): number[] =>
  values.flatMap((value) =>
    typeof value === 'number' ? [value] : typeof value === 'object' && value && 'id' in value ? [Number(value.id)] : [],
  );

/** Records a dashboard as a GET answered it. */
export function rememberDashboard(dashboard: DashboardItem, etag: string | null): void {
  known.set(dashboard.id, {
    etag,
    fields: {
      dashboard_title: dashboard.dashboard_title,
      slug: dashboard.slug,
      owners: idsOf(dashboard.owners),
      roles: idsOf(dashboard.roles),
      certified_by: dashboard.certified_by,
      certification_details: dashboard.certification_details,
      css: dashboard.css ?? null,
      json_metadata: dashboard.json_metadata ?? null,
    },
  });
}

/** Records a save this tab made: the version the PUT answered and the fields it sent. */
export function rememberOwnSave(id: number, etag: string | null, body: Readonly<Record<string, unknown>>): void {
  const current = known.get(id);
  if (!current) return;
  const fields = { ...current.fields };
  for (const name of FIELD_NAMES) {
    if (!(name in body)) continue;
    const value = body[name];
    if (name === 'owners' || name === 'roles') fields[name] = Array.isArray(value) ? idsOf(value) : fields[name];
    else fields[name] = typeof value === 'string' ? value : null;
  }
  known.set(id, { etag: etag ?? current.etag, fields });
}

/** What this tab last knew of a dashboard; undefined before it was opened. */
export const knownDashboard = (id: number): KnownDashboard | undefined => known.get(id);
