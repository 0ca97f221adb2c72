import * as z from 'zod';
import { boundedName, boundedText, TEXT_MAX_BYTES } from '../limits.ts';
import { naiveDateTime } from './annotation-dates.ts';
import { JsonText } from './chart.ts';

/**
 * Schemas of Superset's native annotation layers (AnnotationLayerRestApi `/api/v1/annotation_layer/`) and their
 * annotations (AnnotationRestApi `/api/v1/annotation_layer/{pk}/annotation/`), shared by the handlers, the web app's
 * RTK endpoints and the tests. Request bodies are strict, as Superset's marshmallow schemas refuse unknown fields;
 * responses are loose so old clients keep working when the server adds a field.
 */

/** Longest layer name (Superset's `AnnotationLayerPostSchema`: `Length(1, 250)`). */
export const ANNOTATION_LAYER_NAME_MAX_LENGTH = 250;

/** Longest annotation name, `short_descr` (Superset's `AnnotationPostSchema`: `Length(1, 500)`). */
export const ANNOTATION_NAME_MAX_LENGTH = 500;

/** Marshmallow's words for a date-time it cannot read. */
export const NOT_A_DATETIME = 'Not a valid datetime.';

const layerName = boundedName(ANNOTATION_LAYER_NAME_MAX_LENGTH).min(1);
const layerDescription = boundedText(TEXT_MAX_BYTES);

/** Body of `POST /api/v1/annotation_layer/` (Superset's `AnnotationLayerPostSchema`). */
export const AnnotationLayerPostBody = z.strictObject({
  name: layerName,
  descr: layerDescription.nullable().optional(),
});
export type AnnotationLayerPostBody = z.infer<typeof AnnotationLayerPostBody>;

/** Body of `PUT /api/v1/annotation_layer/{pk}` (Superset's `AnnotationLayerPutSchema`: every field optional, none null). */
export const AnnotationLayerPutBody = z.strictObject({
  name: layerName.optional(),
  descr: layerDescription.optional(),
});
export type AnnotationLayerPutBody = z.infer<typeof AnnotationLayerPutBody>;

/** An ISO 8601 date-time, answered in Superset's naive form (see `naiveDateTime`). */
export const AnnotationDateTime = z
  // Missing and null keep marshmallow's own words (the shared messages); any other type is no datetime.
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? undefined : NOT_A_DATETIME) })
  .transform((text, context) => {
    const naive = naiveDateTime(text);
    if (naive === undefined) context.addIssue({ code: 'custom', message: NOT_A_DATETIME });
    return naive ?? text;
  });

const annotationName = boundedName(ANNOTATION_NAME_MAX_LENGTH).min(1);
const annotationDescription = boundedText(TEXT_MAX_BYTES);

/** Body of `POST /api/v1/annotation_layer/{pk}/annotation/` (Superset's `AnnotationPostSchema`). */
export const AnnotationPostBody = z.strictObject({
  short_descr: annotationName,
  long_descr: annotationDescription.nullable().optional(),
  start_dttm: AnnotationDateTime,
  end_dttm: AnnotationDateTime,
  json_metadata: JsonText.nullable().optional(),
});
export type AnnotationPostBody = z.infer<typeof AnnotationPostBody>;

/** Body of `PUT /api/v1/annotation_layer/{pk}/annotation/{annotation_id}` (Superset's `AnnotationPutSchema`). */
export const AnnotationPutBody = z.strictObject({
  short_descr: annotationName.optional(),
  long_descr: annotationDescription.nullable().optional(),
  start_dttm: AnnotationDateTime.optional(),
  end_dttm: AnnotationDateTime.optional(),
  json_metadata: JsonText.nullable().optional(),
});
export type AnnotationPutBody = z.infer<typeof AnnotationPutBody>;

/** A person as the annotation lists name one (the columns Superset lists: names, and ids on annotations). */
const Person = z.looseObject({
  first_name: z.string(),
  last_name: z.string().optional(),
  id: z.number().int().optional(),
});

/** The list metadata of Flask-AppBuilder's list answer. */
const listMeta = {
  count: z.number().int(),
  ids: z.array(z.number().int()),
  list_columns: z.array(z.string()).optional(),
  order_columns: z.array(z.string()).optional(),
  label_columns: z.record(z.string(), z.string()).optional(),
  description_columns: z.record(z.string(), z.string()).optional(),
  list_title: z.string().optional(),
};

/** One row of `GET /api/v1/annotation_layer/` (Superset's list columns). */
export const AnnotationLayerListItem = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  descr: z.string().nullable(),
  created_by: Person.nullable(),
  changed_by: Person.nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
});
export type AnnotationLayerListItem = z.infer<typeof AnnotationLayerListItem>;

/** Answer of `GET /api/v1/annotation_layer/` without a `columns` selection. */
export const AnnotationLayerListResponse = z.looseObject({ ...listMeta, result: z.array(AnnotationLayerListItem) });
export type AnnotationLayerListResponse = z.infer<typeof AnnotationLayerListResponse>;

/** Answer of `GET /api/v1/annotation_layer/?q=(columns:!(...))`: each row carries only the selected columns. */
export const AnnotationLayerListSelectedResponse = z.looseObject({
  ...listMeta,
  result: z.array(AnnotationLayerListItem.partial()),
});
export type AnnotationLayerListSelectedResponse = z.infer<typeof AnnotationLayerListSelectedResponse>;

/** The layer of `GET /api/v1/annotation_layer/{pk}` (Superset's show columns). */
export const AnnotationLayerItem = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  descr: z.string().nullable(),
});
export type AnnotationLayerItem = z.infer<typeof AnnotationLayerItem>;

/** Answer of `GET /api/v1/annotation_layer/{pk}`. */
export const AnnotationLayerItemResponse = z.looseObject({ id: z.number().int(), result: AnnotationLayerItem });
export type AnnotationLayerItemResponse = z.infer<typeof AnnotationLayerItemResponse>;

/** One row of `GET /api/v1/annotation_layer/{pk}/annotation/` (Superset's list columns). */
export const AnnotationListItem = z.looseObject({
  id: z.number().int(),
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  start_dttm: z.string(),
  end_dttm: z.string(),
  created_by: Person.nullable(),
  changed_by: Person.nullable(),
  changed_on_delta_humanized: z.string(),
});
export type AnnotationListItem = z.infer<typeof AnnotationListItem>;

/** Answer of `GET /api/v1/annotation_layer/{pk}/annotation/` without a `columns` selection. */
export const AnnotationListResponse = z.looseObject({ ...listMeta, result: z.array(AnnotationListItem) });
export type AnnotationListResponse = z.infer<typeof AnnotationListResponse>;

/** The annotation of `GET /api/v1/annotation_layer/{pk}/annotation/{annotation_id}` (Superset's show columns). */
export const AnnotationItem = z.looseObject({
  id: z.number().int(),
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  start_dttm: z.string(),
  end_dttm: z.string(),
  json_metadata: z.string().nullable(),
  layer: z.looseObject({ id: z.number().int(), name: z.string() }),
});
export type AnnotationItem = z.infer<typeof AnnotationItem>;

/** Answer of `GET /api/v1/annotation_layer/{pk}/annotation/{annotation_id}`. */
export const AnnotationItemResponse = z.looseObject({ id: z.number().int(), result: AnnotationItem });
export type AnnotationItemResponse = z.infer<typeof AnnotationItemResponse>;

/** Answer of every write (201 on POST, 200 on PUT): the id and the body as accepted. */
export const AnnotationWriteResponse = z.looseObject({
  id: z.number().int(),
  result: z.record(z.string(), z.unknown()),
});
export type AnnotationWriteResponse = z.infer<typeof AnnotationWriteResponse>;

/** Answer of the deletes: `OK`, or `Deleted 2 annotation layers` for a bulk delete. */
export const AnnotationMessageResponse = z.looseObject({ message: z.string() });
export type AnnotationMessageResponse = z.infer<typeof AnnotationMessageResponse>;

/** The columns of one native layer's entry in a chart data answer's `annotation_data` (Superset's `get_native_annotation_data`). */
export const NATIVE_ANNOTATION_COLUMNS = [
  'start_dttm',
  'end_dttm',
  'short_descr',
  'long_descr',
  'json_metadata',
] as const;

/** One native layer's annotations in a chart data answer: date-times as epoch milliseconds. */
export const NativeAnnotationData = z.looseObject({
  columns: z.array(z.string()),
  records: z.array(
    z.looseObject({
      start_dttm: z.number().nullable(),
      end_dttm: z.number().nullable(),
      short_descr: z.string().nullable(),
      long_descr: z.string().nullable(),
      json_metadata: z.string().nullable(),
    }),
  ),
});
export type NativeAnnotationData = z.infer<typeof NativeAnnotationData>;
