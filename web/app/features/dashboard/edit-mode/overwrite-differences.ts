import { isDeepStrictEqualJson } from './json-equal.ts';

/** One field a save would overwrite: what is stored now (someone else's save) and what this save sends. */
export interface OverwriteDifference {
  field: string;
  label: string;
  current: string;
  yours: string;
}

/** How the confirmation names each field. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  dashboard_title: 'Title',
  slug: 'URL slug',
  owners: 'Owners',
  roles: 'Roles',
  position_json: 'Layout',
  css: 'CSS',
  json_metadata: 'JSON metadata',
  published: 'Published',
  certified_by: 'Certified by',
  certification_details: 'Certification details',
};

const NONE = '(empty)';

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A layout component as a person reads it: its kind and its chart name or text. */
function componentLabel(component: unknown): string {
  const { type, meta } = asObject(component) as { type?: string; meta?: Record<string, unknown> };
  const name =
    meta?.sliceNameOverride ??
    meta?.sliceName ??
    meta?.text ??
    (typeof meta?.code === 'string' ? meta.code.split('\n')[0] : undefined);
  const kind = typeof type === 'string' ? type.charAt(0) + type.slice(1).toLowerCase() : 'Component';
  return name ? `${kind} "${String(name)}"` : kind;
}

/** The entries of one object that the other lacks or holds differently, described by `describe`. */
function differingEntries(
  from: Record<string, unknown>,
  other: Record<string, unknown>,
  describe: (key: string, value: unknown) => string,
): string {
  const entries = Object.entries(from).filter(([key, value]) => !isDeepStrictEqualJson(value, other[key]));
  return entries.length === 0 ? NONE : entries.map(([key, value]) => describe(key, value)).join(', ');
}

/**
 * The components of one layout the other lacks, or holds with other settings (text, size, chart): containers whose
 * children alone moved are left out, since the components that came or went already say it.
 */
function differingComponents(from: Record<string, unknown>, other: Record<string, unknown>): string {
  const settingsOf = (component: unknown) => asObject(component).meta ?? null;
  const entries = Object.entries(from).filter(
    ([key, value]) => !(key in other) || !isDeepStrictEqualJson(settingsOf(value), settingsOf(other[key])),
  );
  return entries.length === 0 ? NONE : entries.map(([, value]) => componentLabel(value)).join(', ');
}

const scalar = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? NONE
    : Array.isArray(value)
      ? value.join(', ') || NONE
      : String(value);

/**
 * What confirming the overwrite would replace, field by field: for the layout the components that differ, for the
 * JSON metadata the keys this save sends that differ (the layout copy aside), for other fields their values.
 */
export function overwriteDifferences(
  changedFields: readonly string[],
  current: Readonly<Record<string, unknown>>,
  yours: Readonly<Record<string, unknown>>,
): OverwriteDifference[] {
  // A field whose differences are all in what is left out (the layout copy inside json_metadata) is not listed.
  return changedFields
    .map((field) => describeField(field, current, yours))
    .filter((difference) => difference.current !== difference.yours);
}

function describeField(
  field: string,
  current: Readonly<Record<string, unknown>>,
  yours: Readonly<Record<string, unknown>>,
): OverwriteDifference {
  const label = FIELD_LABELS[field] ?? field;
  if (field === 'position_json') {
    const theirs = asObject(parse(current[field]));
    const mine = asObject(parse(yours[field]));
    return { field, label, current: differingComponents(theirs, mine), yours: differingComponents(mine, theirs) };
  }
  if (field === 'json_metadata') {
    const { positions: _theirPositions, ...theirs } = asObject(parse(current[field]));
    const { positions: _myPositions, ...mine } = asObject(parse(yours[field]));
    const describe = (key: string, value: unknown) => `${key}: ${JSON.stringify(value)}`;
    // Keys this save does not send are the server's defaults filled in on an earlier save, not someone's change.
    const theirsOfMine = Object.fromEntries(Object.entries(theirs).filter(([key]) => key in mine));
    return {
      field,
      label,
      current: differingEntries(theirsOfMine, mine, describe),
      yours: differingEntries(mine, theirs, describe),
    };
  }
  return { field, label, current: scalar(current[field]), yours: scalar(yours[field]) };
}
