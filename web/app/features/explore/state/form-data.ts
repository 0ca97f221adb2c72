import type { FormData } from '../../../plugins/types.ts';

/** What switching to another viz type needs to know of the new chart's control panel. */
export interface PanelShape {
  /** Form data fields the new chart's controls write. */
  controlNames: readonly string[];
  /** Defaults of the new chart's controls. */
  defaults: Record<string, unknown>;
}

/** Fields every chart keeps across a viz type switch: what the chart is about, not how it is drawn. */
const ALWAYS_KEPT = ['datasource', 'slice_id', 'adhoc_filters', 'time_range', 'granularity_sqla', 'extra_form_data'];

/** Single-value and multi-value twins Superset standardises when the chart type changes. */
const TWINS: readonly (readonly [single: string, multi: string])[] = [
  ['metric', 'metrics'],
  ['groupby', 'groupby'],
];

function carriedTwin(old: FormData, name: string): unknown {
  for (const [single, multi] of TWINS) {
    if (name === single && Array.isArray(old[multi]) && old[multi].length > 0) return old[multi][0];
    if (name === multi && old[single] !== undefined && old[single] !== null && !Array.isArray(old[single]))
      return [old[single]];
  }
  return undefined;
}

/**
 * Form data of the same chart drawn as another viz type: the shared fields and every field the new panel also has
 * keep their values, a single metric becomes a list (and back), the rest take the new panel's defaults.
 */
export function switchVizType(old: FormData, vizType: string, panel: PanelShape): FormData {
  const next: FormData = { ...panel.defaults, datasource: old.datasource, viz_type: vizType };
  for (const field of ALWAYS_KEPT) if (old[field] !== undefined) next[field] = old[field];
  for (const name of panel.controlNames) {
    if (old[name] !== undefined) next[name] = old[name];
    else {
      const twin = carriedTwin(old, name);
      if (twin !== undefined) next[name] = twin;
    }
  }
  return next;
}

/** The dataset id and type of a form data `datasource` such as `"3__table"`, or undefined when it names none. */
export function parseDatasourceKey(key: string | undefined): { id: number; type: string } | undefined {
  const match = /^(\d+)__([a-z_]+)$/.exec(key ?? '');
  if (!match) return undefined;
  return { id: Number(match[1]), type: match[2] ?? 'table' };
}

/** Whether two form datas would run the same query: equal once the render-only fields are left out. */
export function sameQuery(a: FormData, b: FormData, renderOnly: ReadonlySet<string>): boolean {
  const strip = (formData: FormData) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(formData)
          .filter(([name]) => !renderOnly.has(name))
          .sort(([x], [y]) => x.localeCompare(y)),
      ),
    );
  return strip(a) === strip(b);
}

/** The form data fields a control panel's controls write, in panel order. */
export function panelControlNames(panel: {
  sections: readonly { rows: readonly (readonly ({ name: string } | null)[])[] }[];
}): string[] {
  return panel.sections.flatMap((section) =>
    section.rows.flatMap((row) => row.flatMap((cell) => (cell ? [cell.name] : []))),
  );
}
