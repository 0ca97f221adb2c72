import { DASHBOARD_VERSION, DASHBOARD_VERSION_KEY, type Layout } from '#shared/dashboard/layout.ts';
import type { SavedDashboardFields } from '../dashboard-versions.ts';

/** Superset's title for a dashboard saved without one. */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** What edit mode saves: the dashboard's fields as this tab last knew them, its edited layout and title. */
export interface SaveInput {
  fields: SavedDashboardFields;
  layout: Layout;
  title: string;
}

/** The body of a dashboard save (`PUT /api/v1/dashboard/{pk}`). */
export interface DashboardSaveBody {
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  roles: number[];
  certified_by: string;
  certification_details: string;
  css: string;
  position_json: string;
  json_metadata: string;
}

/** A layout as `position_json` holds it: every component, and Superset's version key. */
export function positionsOf(layout: Layout): Record<string, unknown> {
  return { ...layout, [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION };
}

/** The stored json_metadata as an object, every field kept (unknown ones too), or an empty one when unreadable. */
function storedMetadata(text: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The save Superset's header makes: the dashboard's properties as they are (owners and roles by id, certification,
 * CSS, slug), the edited title (Superset's untitled title when empty), the layout as `position_json`, and the stored
 * json_metadata with every field kept and the layout copied into `positions`, as Superset's client sends it.
 */
export function dashboardSaveBody({ fields, layout, title }: SaveInput): DashboardSaveBody {
  const positions = positionsOf(layout);
  return {
    dashboard_title: title.trim() || UNTITLED_DASHBOARD,
    slug: fields.slug || null,
    owners: fields.owners,
    roles: fields.roles,
    certified_by: fields.certified_by ?? '',
    certification_details: fields.certification_details ?? '',
    css: fields.css ?? '',
    position_json: JSON.stringify(positions),
    json_metadata: JSON.stringify({ ...storedMetadata(fields.json_metadata), positions }),
  };
}
