import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import type { LabelColorSettings, SettledLabelColors } from '../../plugins/registry.ts';

/**
 * A dashboard's label colours as its json_metadata keeps them (Superset 4/5): `label_colors` set by hand win,
 * `color_scheme` overrides every chart's own scheme, `map_label_colors` is the map the dashboard settled on,
 * `shared_label_colors` lists the labels drawn by more than one chart and `color_scheme_domain` the scheme's colours.
 */

/** The colour keys the dashboard page settles and saves with `PUT /api/v1/dashboard/{pk}/colors`. */
export interface SavedLabelColors {
  map_label_colors: Record<string, string>;
  shared_label_colors: string[];
  color_scheme_domain: string[];
}

/** The shared labels a metadata lists; the object older dashboards kept there counts as none, as Superset reads it. */
const sharedLabelsOf = (metadata: DashboardMetadata): string[] =>
  Array.isArray(metadata.shared_label_colors) ? metadata.shared_label_colors : [];

/** What the page's colours start from: the scheme, the hand-set colours, the settled map and the shared labels. */
export function labelColorSettings(metadata: DashboardMetadata): LabelColorSettings {
  return {
    scheme: metadata.color_scheme || undefined,
    fixed: metadata.label_colors ?? {},
    settled: metadata.map_label_colors ?? {},
    shared: sharedLabelsOf(metadata),
  };
}

/** The settled colour keys a metadata holds, as the page compares its own colours with them. */
export function savedLabelColorsOf(metadata: DashboardMetadata): SavedLabelColors {
  return {
    map_label_colors: metadata.map_label_colors ?? {},
    shared_label_colors: sharedLabelsOf(metadata),
    color_scheme_domain: metadata.color_scheme_domain ?? [],
  };
}

/**
 * What the user chose (the scheme and the hand-set colours) as one text: only a change of it starts the page's colours
 * afresh. A metadata that differs in the settled keys alone (the page's own save, a stale copy) keeps the colours drawn.
 */
export const chosenColorsKey = (metadata: DashboardMetadata): string =>
  JSON.stringify([metadata.color_scheme || '', metadata.label_colors ?? {}]);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

function sameMap(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/**
 * The colour keys to save when the page's settled colours differ from those saved, or null when the dashboard holds
 * them already, so a visit that drew nothing new sends nothing. Shared labels compare as a set, the domain in order.
 */
export function labelColorsToSave(saved: SavedLabelColors, settled: SettledLabelColors): SavedLabelColors | null {
  const same =
    sameMap(saved.map_label_colors, settled.map) &&
    sameList([...saved.shared_label_colors].sort(), [...settled.shared].sort()) &&
    sameList(saved.color_scheme_domain, settled.domain);
  return same
    ? null
    : { map_label_colors: settled.map, shared_label_colors: settled.shared, color_scheme_domain: settled.domain };
}

/** A json_metadata text with saved colour keys written over it (unreadable text is left as it is). */
export function metadataWithColors(text: string | null, colors: SavedLabelColors): string | null {
  try {
    const metadata: unknown = JSON.parse(text ?? '{}');
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return text;
    return JSON.stringify({ ...metadata, ...colors });
  } catch {
    return text;
  }
}
