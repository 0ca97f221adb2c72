import {
  DASHBOARD_SLUG_MAX_LENGTH,
  DASHBOARD_TITLE_MAX_LENGTH,
  type DashboardItem,
  type DashboardPutBody,
} from '#shared/api/dashboard.ts';
import { userName, type Choice } from '../lists/index.ts';
import { UNTITLED_DASHBOARD } from './names.ts';

/** What the properties form edits, as its inputs hold it. */
export interface PropertiesDraft {
  title: string;
  slug: string;
  owners: Choice<number>[];
  roles: Choice<number>[];
  certifiedBy: string;
  certificationDetails: string;
  /** The colour scheme (json_metadata's `color_scheme`); empty for the default. */
  colorScheme: string;
  /** The JSON metadata as text, indented for reading. */
  jsonMetadata: string;
}

/** Problems that keep the form from saving, by field. */
export type PropertiesErrors = Partial<Record<'title' | 'slug' | 'certifiedBy' | 'jsonMetadata', string>>;

/** Metadata text indented two spaces, as Superset's editor shows it; text that is no JSON is shown as it is. */
function prettyJson(text: string | null): string {
  if (text === null || text.trim() === '') return '{}';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The colour scheme a metadata text names, or empty. */
function colorSchemeOf(text: string | null): string {
  try {
    const parsed = JSON.parse(text ?? '{}') as { color_scheme?: unknown } | null;
    return typeof parsed?.color_scheme === 'string' ? parsed.color_scheme : '';
  } catch {
    return '';
  }
}

/** The form filled from a dashboard as `GET /api/v1/dashboard/{id}` answers it. */
export function draftOf(dashboard: DashboardItem): PropertiesDraft {
  return {
    title: dashboard.dashboard_title ?? '',
    slug: dashboard.slug ?? '',
    owners: dashboard.owners.map((owner) => ({ value: owner.id, label: userName(owner) })),
    roles: dashboard.roles.map((role) => ({ value: role.id, label: role.name })),
    certifiedBy: dashboard.certified_by ?? '',
    certificationDetails: dashboard.certification_details ?? '',
    colorScheme: colorSchemeOf(dashboard.json_metadata),
    jsonMetadata: prettyJson(dashboard.json_metadata),
  };
}

/** Whether `text` is a JSON object, which is all json_metadata may be. */
function isJsonObject(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** Checks the form as Superset's modal and DashboardPutSchema would: lengths, and metadata that is a JSON object. */
export function validateDraft(draft: PropertiesDraft): PropertiesErrors {
  const errors: PropertiesErrors = {};
  if (draft.title.trim().length > DASHBOARD_TITLE_MAX_LENGTH)
    errors.title = `Name must be at most ${DASHBOARD_TITLE_MAX_LENGTH} characters`;
  if (draft.slug.trim().length > DASHBOARD_SLUG_MAX_LENGTH)
    errors.slug = `URL slug must be at most ${DASHBOARD_SLUG_MAX_LENGTH} characters`;
  if (draft.certifiedBy.trim().length > 256) errors.certifiedBy = 'At most 256 characters';
  if (draft.jsonMetadata.trim() !== '' && !isJsonObject(draft.jsonMetadata))
    errors.jsonMetadata = 'JSON metadata is invalid!';
  return errors;
}

/**
 * The metadata of a draft with its colour scheme: an unknown one falls back to the default, as Superset's control does.
 * A new scheme empties the label colours the dashboard settled on (and their domain), so its charts take the new
 * scheme's colours together on the next draw, as Superset's modal starts a fresh map; hand-set colours stay.
 */
function metadataWithScheme(draft: PropertiesDraft, knownSchemes: ReadonlySet<string>): string {
  const metadata = JSON.parse(draft.jsonMetadata.trim() === '' ? '{}' : draft.jsonMetadata) as Record<string, unknown>;
  const before = typeof metadata.color_scheme === 'string' ? metadata.color_scheme : '';
  // Before the schemes have loaded, none can be called unknown.
  if (draft.colorScheme && (knownSchemes.size === 0 || knownSchemes.has(draft.colorScheme)))
    metadata.color_scheme = draft.colorScheme;
  else delete metadata.color_scheme;
  if ((metadata.color_scheme ?? '') !== before)
    Object.assign(metadata, { map_label_colors: {}, color_scheme_domain: [] });
  return JSON.stringify(metadata);
}

/**
 * The `PUT /api/v1/dashboard/{pk}` body of a draft: an empty title becomes Superset's untitled placeholder, an empty slug null, certification
 * details go only with a certifier, as Superset keeps them only while someone has certified the dashboard, and the colour scheme goes into the
 * metadata when it is one of `knownSchemes`.
 */
export function propertiesBody(
  draft: PropertiesDraft,
  knownSchemes: ReadonlySet<string> = new Set(),
): DashboardPutBody {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  const certifiedBy = orNull(draft.certifiedBy);
  return {
    dashboard_title: draft.title.trim() === '' ? UNTITLED_DASHBOARD : draft.title.trim(),
    slug: orNull(draft.slug),
    owners: draft.owners.map((owner) => owner.value),
    roles: draft.roles.map((role) => role.value),
    certified_by: certifiedBy,
    certification_details: certifiedBy === null ? null : orNull(draft.certificationDetails),
    json_metadata: metadataWithScheme(draft, knownSchemes),
  };
}
