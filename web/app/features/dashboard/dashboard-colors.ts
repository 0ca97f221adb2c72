import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import type { ChartPropsInput } from '../../plugins/types.ts';

type ColorFor = ChartPropsInput['colorFor'];

/**
 * The dashboard's one label -> colour map, over a fresh page map: a label named in `label_colors` always takes that
 * colour; any other takes the next colour of the dashboard's `color_scheme` (which overrides each chart's own
 * scheme, as Superset applies it) or, without one, of the chart's scheme, and keeps it in every chart.
 */
export function dashboardColorFor(pageColors: ColorFor, metadata: Pick<DashboardMetadata, 'label_colors' | 'color_scheme'>): ColorFor {
  const fixed = new Map(Object.entries(metadata.label_colors ?? {}));
  const dashboardScheme = metadata.color_scheme || undefined;
  return (label, schemeName) => fixed.get(label) ?? pageColors(label, dashboardScheme ?? schemeName);
}
