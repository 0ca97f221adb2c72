import { NATIVE_ANNOTATION_COLUMNS, type NativeAnnotationData } from '#shared/api/annotation.ts';
import { naiveEpochMs } from '#shared/api/annotation-dates.ts';
import type { ChartDataQueryObject } from '#shared/query-context/index.ts';
import { BadRequestError } from '#shared/errors.ts';
import { type AnnotationRecord, listAnnotations, readLayer } from '../annotations/index.ts';

type AnnotationLayer = ChartDataQueryObject['annotation_layers'][number];

/** What a query's native layers add to its answer: `{ [layer name]: { columns, records } }`. */
export type NativeAnnotations = Record<string, NativeAnnotationData>;

/** A clear refusal where Superset fails with a KeyError (a 500): the layer a chart names is not there. */
const missingLayer = (layer: AnnotationLayer): BadRequestError =>
  new BadRequestError(
    `Annotation layer with ID ${String(layer.value)} (referenced by annotation layer '${layer.name}') was not found.`,
  );

/** The layer id a native layer entry names: an integer, or its digits as Explore may have kept them. */
function layerIdOf(layer: AnnotationLayer): number {
  const { value } = layer;
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw missingLayer(layer);
  return id;
}

/** One annotation as Superset's chart data JSON writes it: its date-times as epoch milliseconds. */
const recordOf = (annotation: AnnotationRecord) => ({
  start_dttm: naiveEpochMs(annotation.start_dttm),
  end_dttm: naiveEpochMs(annotation.end_dttm),
  short_descr: annotation.short_descr,
  long_descr: annotation.long_descr,
  json_metadata: annotation.json_metadata,
});

/**
 * Superset's `get_native_annotation_data`: the annotations of every NATIVE layer a query names (interval and event
 * layers alike, shown or hidden), under the layer's name. Undefined when the query names none, so its answer keeps
 * `annotation_data: []`. Read per request, never cached with the query's rows: an annotation added or changed shows
 * at the next request, whatever the chart's cache timeout. 400 for a layer that does not exist.
 */
export async function nativeAnnotationData(
  tenant: string,
  query: Pick<ChartDataQueryObject, 'annotation_layers'>,
): Promise<NativeAnnotations | undefined> {
  const layers = query.annotation_layers.filter((layer) => layer.sourceType === 'NATIVE');
  if (layers.length === 0) return undefined;
  const entries = await Promise.all(
    layers.map(async (layer) => {
      const id = layerIdOf(layer);
      const [record, annotations] = await Promise.all([readLayer(tenant, id), listAnnotations(tenant, id)]);
      if (!record) throw missingLayer(layer);
      const data: NativeAnnotationData = {
        columns: [...NATIVE_ANNOTATION_COLUMNS],
        records: annotations.map(recordOf),
      };
      return [layer.name, data] as const;
    }),
  );
  return Object.fromEntries(entries);
}
