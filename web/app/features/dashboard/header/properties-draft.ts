import type { DashboardItem } from '#shared/api/dashboard.ts';

/** The properties modal's fields as edited. */
export interface PropertiesDraft {
  title: string;
  slug: string;
  owners: string[];
  roles: string[];
  certifiedBy: string;
  certificationDetails: string;
  colorScheme: string;
  jsonMetadata: string;
}

/** Superset's title for a dashboard saved without one. */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** The draft a dashboard opens the modal with. */
export function draftOf(dashboard: DashboardItem): PropertiesDraft {
  const metadata = dashboard.json_metadata ?? '{}';
  let colorScheme = '';
  try {
    const parsed = JSON.parse(metadata) as { color_scheme?: unknown };
    if (typeof parsed.color_scheme === 'string') colorScheme = parsed.color_scheme;
  } catch {
    colorScheme = '';
  }
  return {
    title: dashboard.dashboard_title ?? '',
    slug: dashboard.slug ?? '',
    owners: dashboard.owners.map((owner) => String(owner.id)),
    roles: dashboard.roles.map((role) => String(role.id)),
    certifiedBy: dashboard.certified_by ?? '',
    certificationDetails: dashboard.certification_details ?? '',
    colorScheme,
    jsonMetadata: metadata,
  };
}

/** The PUT body of a draft, or Superset's message when the JSON metadata does not parse. */
export function propertiesBody(draft: PropertiesDraft, knownSchemes: ReadonlySet<string>): { body: Record<string, unknown> } | { error: string } {
  let metadata: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(draft.jsonMetadata.trim() || '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: 'JSON metadata is invalid!' };
    metadata = parsed as Record<string, unknown>;
  } catch {
    return { error: 'JSON metadata is invalid!' };
  }
  // An unknown scheme falls back to the default, as Superset's colour scheme control does.
  // Before the schemes have loaded nothing can be called unknown.
  if (draft.colorScheme && (knownSchemes.size === 0 || knownSchemes.has(draft.colorScheme))) metadata.color_scheme = draft.colorScheme;
  else delete metadata.color_scheme;
  const certifiedBy = draft.certifiedBy.trim();
  return {
    body: {
      dashboard_title: draft.title.trim() || UNTITLED_DASHBOARD,
      slug: draft.slug.trim() || null,
      owners: draft.owners.map(Number),
      roles: draft.roles.map(Number),
      certified_by: certifiedBy || null,
      // Details mean nothing without a certifier; Superset keeps them only with one.
      certification_details: certifiedBy ? draft.certificationDetails.trim() || null : null,
      json_metadata: JSON.stringify(metadata),
    },
  };
}
