import { z } from 'zod';

/** The layer kinds this editor writes: formulas over x, and intervals from a native annotation layer. */
export const LAYER_TYPES = [
  ['FORMULA', 'Formula'],
  ['INTERVAL', 'Interval'],
] as const;

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
  annotationType: 'FORMULA' | 'INTERVAL';
  formula: string;
  /** The native annotation layer's id, for intervals. */
  layerId: string;
  color: string;
  width: number;
  style: string;
  show: boolean;
}

/** The editor's state for a layer, or for a new formula layer. */
export function layerDraft(layer: AnnotationLayerValue | undefined): LayerDraft {
  const interval = layer?.annotationType === 'INTERVAL';
  return {
    name: layer?.name ?? '',
    annotationType: interval ? 'INTERVAL' : 'FORMULA',
    formula: !interval && typeof layer?.value === 'string' ? layer.value : '',
    layerId: interval && layer?.value !== undefined && layer.value !== null ? String(layer.value) : '',
    color: layer?.color ?? '',
    width: layer?.width ?? 1,
    style: layer?.style ?? 'solid',
    show: layer?.show ?? true,
  };
}

/** The layer a draft stands for in Superset's shape, or undefined while it lacks a name or a source. */
export function buildLayer(draft: LayerDraft, previous: AnnotationLayerValue | undefined): AnnotationLayerValue | undefined {
  const name = draft.name.trim();
  const interval = draft.annotationType === 'INTERVAL';
  const layerId = Number(draft.layerId);
  if (name === '' || (interval ? !Number.isInteger(layerId) || draft.layerId.trim() === '' : draft.formula.trim() === ''))
    return undefined;
  return {
    showLabel: false,
    showMarkers: false,
    hideLine: false,
    opacity: '',
    overrides: {},
    ...previous,
    name,
    annotationType: draft.annotationType,
    sourceType: interval ? 'NATIVE' : '',
    value: interval ? layerId : draft.formula.trim(),
    color: draft.color === '' ? null : draft.color,
    width: draft.width,
    style: draft.style,
    show: draft.show,
  };
}
