import * as z from 'zod';

/** The layer kinds this editor writes, with Superset's labels: formulas over x, events and intervals of a native layer. */
export const LAYER_TYPES = [
  ['FORMULA', 'Formula'],
  ['EVENT', 'Event'],
  ['INTERVAL', 'Interval'],
] as const;

/** A kind of layer the editor writes. */
export type LayerType = (typeof LAYER_TYPES)[number][0];

/** The sources of event and interval layers: Superset's own annotations (charts as sources are not offered). */
export const NATIVE_SOURCE_TYPES = [['NATIVE', 'Superset annotation']] as const;

/** Superset's opacities of an annotation ('' is solid). */
export const OPACITIES = [
  ['', 'Solid'],
  ['opacityLow', '0.2'],
  ['opacityMedium', '0.5'],
  ['opacityHigh', '0.8'],
] as const;

/** Whether a layer kind reads a native annotation layer. */
export const isNativeType = (type: string): boolean => type === 'EVENT' || type === 'INTERVAL';

/** The columns Superset names on a native layer (`applyNativeColumns`): where its times, title and description are. */
const NATIVE_COLUMNS = {
  timeColumn: 'start_dttm',
  intervalEndColumn: 'end_dttm',
  titleColumn: 'short_descr',
  descriptionColumns: ['long_descr'],
};

const layerTypeOf = (type: unknown): LayerType => (type === 'EVENT' || type === 'INTERVAL' ? type : 'FORMULA');

/** A native layer id as a layer keeps it: a number, or its digits. */
function layerIdOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** Superset's line styles of an annotation. */
export const LINE_STYLES = [
  ['solid', 'Solid'],
  ['dashed', 'Dashed'],
  ['longDashed', 'Long dashed'],
  ['dotted', 'Dotted'],
] as const;

/** One entry of Superset's `annotation_layers`. */
export const AnnotationLayerValue = z.looseObject({
  name: z.string(),
  annotationType: z.string(),
  sourceType: z.string().optional(),
  value: z.unknown(),
  show: z.boolean().optional(),
  showLabel: z.boolean().optional(),
  showMarkers: z.boolean().optional(),
  hideLine: z.boolean().optional(),
  color: z.string().nullish(),
  opacity: z.string().optional(),
  style: z.string().optional(),
  width: z.number().optional(),
  overrides: z.record(z.string(), z.unknown()).optional(),
});
export type AnnotationLayerValue = z.infer<typeof AnnotationLayerValue>;

/** The layers a control's value holds; entries that are no layer are dropped. */
export function layersOf(value: unknown): AnnotationLayerValue[] {
  const list = Array.isArray(value) ? value : [];
  return list.flatMap((item) => {
    const parsed = AnnotationLayerValue.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What the layer editor holds. */
export interface LayerDraft {
  name: string;
  annotationType: LayerType;
  formula: string;
  /** The native annotation layer's id, for events and intervals. */
  layerId: number | null;
  color: string;
  opacity: string;
  width: number;
  style: string;
  show: boolean;
}

/** The editor's state for a layer, or for a new formula layer. */
export function layerDraft(layer: AnnotationLayerValue | undefined): LayerDraft {
  const annotationType = layerTypeOf(layer?.annotationType);
  const native = isNativeType(annotationType);
  return {
    name: layer?.name ?? '',
    annotationType,
    formula: !native && typeof layer?.value === 'string' ? layer.value : '',
    layerId: native ? layerIdOf(layer?.value) : null,
    color: layer?.color ?? '',
    opacity: layer?.opacity ?? '',
    width: layer?.width ?? 1,
    style: layer?.style ?? 'solid',
    show: layer?.show ?? true,
  };
}

/** The layer a draft stands for in Superset's shape, or undefined while it lacks a name or a source. */
export function buildLayer(
  draft: LayerDraft,
  previous: AnnotationLayerValue | undefined,
): AnnotationLayerValue | undefined {
  const name = draft.name.trim();
  const native = isNativeType(draft.annotationType);
  if (name === '' || (native ? draft.layerId === null : draft.formula.trim() === '')) return undefined;
  // A layer that was native keeps none of its native columns when it becomes a formula.
  const kept: Record<string, unknown> = Object.fromEntries(
    Object.entries(previous ?? {}).filter(([key]) => !Object.hasOwn(NATIVE_COLUMNS, key)),
  );
  return {
    showLabel: false,
    showMarkers: false,
    hideLine: false,
    overrides: {},
    ...kept,
    ...(native ? NATIVE_COLUMNS : {}),
    name,
    annotationType: draft.annotationType,
    sourceType: native ? 'NATIVE' : '',
    value: native ? draft.layerId : draft.formula.trim(),
    color: draft.color === '' ? null : draft.color,
    opacity: draft.opacity,
    width: draft.width,
    style: draft.style,
    show: draft.show,
  };
}
