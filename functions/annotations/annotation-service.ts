import { AnnotationPostBody, AnnotationPutBody } from '#shared/api/annotation.ts';
import { NotFoundError } from '#shared/errors.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { nextId } from '../lib/counters.ts';
import { parseWith } from '../lib/http.ts';
import { type ItemQuery, itemAnswer } from '../lib/item-shape.ts';
import { FieldError } from '../lib/field-error.ts';
import { END_BEFORE_START, layerNotFound, SHORT_DESCR_TAKEN } from './errors.ts';
import { loadLayer } from './layer-service.ts';
import { toAnnotationItem } from './present.ts';
import { deleteAnnotationRecord, listAnnotations, readAnnotation, readLayer, writeAnnotation } from './repository.ts';
import type { AnnotationRecord } from './schema.ts';

/** Superset's AnnotationRestApi show columns and title. */
const ANNOTATION_ITEM_SHAPE = {
  columns: ['id', 'short_descr', 'long_descr', 'start_dttm', 'end_dttm', 'json_metadata', 'layer.id', 'layer.name'],
  title: 'Show Annotation',
};

/**
 * Superset's annotation rules, all reported at once (422): the name is unique within its layer, and the annotation
 * does not end before it starts. Naive date-times of one form compare as text.
 */
async function checkAnnotation(tenant: string, candidate: AnnotationRecord, nameChanged: boolean): Promise<void> {
  const problems: Record<string, string[]> = {};
  if (nameChanged) {
    const siblings = await listAnnotations(tenant, candidate.layer_id);
    if (siblings.some((other) => other.short_descr === candidate.short_descr && other.id !== candidate.id))
      problems.short_descr = [SHORT_DESCR_TAKEN];
  }
  if (candidate.end_dttm < candidate.start_dttm) problems.start_dttm = [END_BEFORE_START];
  if (Object.keys(problems).length > 0) throw new FieldError(problems, 422);
}

/** An annotation of a layer: 404 `Not found` when either is absent or the annotation belongs to another layer. */
async function loadAnnotation(tenant: string, layerId: number, id: number): Promise<AnnotationRecord> {
  const record = await readAnnotation(tenant, layerId, id);
  if (!record) throw new NotFoundError();
  return record;
}

/** POST /api/v1/annotation_layer/{pk}/annotation/: 201 `{ id, result }`; 400 `Annotation layer not found.` for an unknown layer. */
export async function createAnnotation(access: CallerAccess, layerId: number, body: unknown, now = new Date()) {
  const fields = parseWith(AnnotationPostBody, body);
  const { tenant } = access.claims;
  if (!(await readLayer(tenant, layerId))) throw layerNotFound();
  const userId = await callerUserId(access);
  const stamp = now.toISOString();
  const record: AnnotationRecord = {
    id: await nextId(tenant, 'annotation'),
    layer_id: layerId,
    short_descr: fields.short_descr,
    long_descr: fields.long_descr ?? null,
    start_dttm: fields.start_dttm,
    end_dttm: fields.end_dttm,
    json_metadata: fields.json_metadata ?? null,
    created_on: stamp,
    changed_on: stamp,
    created_by_fk: userId,
    changed_by_fk: userId,
    version: 1,
  };
  await checkAnnotation(tenant, record, true);
  await writeAnnotation(tenant, record);
  return { id: record.id, result: { ...fields, layer: layerId } };
}

/** GET /api/v1/annotation_layer/{pk}/annotation/{annotation_id}: Flask-AppBuilder's item answer; 404 when absent. */
export async function getAnnotation(access: CallerAccess, layerId: number, id: number, query: ItemQuery) {
  const { tenant } = access.claims;
  const [layer, record] = await Promise.all([loadLayer(tenant, layerId), loadAnnotation(tenant, layerId, id)]);
  return itemAnswer(id, toAnnotationItem(record, layer), query, ANNOTATION_ITEM_SHAPE);
}

/**
 * PUT /api/v1/annotation_layer/{pk}/annotation/{annotation_id}: sets the fields sent; `{ id, result }`. The dates are
 * checked as they will be stored (Superset checks them only when a body sends both).
 */
export async function updateAnnotation(
  access: CallerAccess,
  layerId: number,
  id: number,
  body: unknown,
  now = new Date(),
) {
  const fields = parseWith(AnnotationPutBody, body);
  const { tenant } = access.claims;
  await loadLayer(tenant, layerId);
  const record = await loadAnnotation(tenant, layerId, id);
  const updated: AnnotationRecord = {
    ...record,
    ...fields,
    changed_on: now.toISOString(),
    changed_by_fk: await callerUserId(access),
    version: record.version + 1,
  };
  await checkAnnotation(tenant, updated, fields.short_descr !== undefined && fields.short_descr !== record.short_descr);
  await writeAnnotation(tenant, updated, record.version);
  return { id, result: { ...fields, layer: layerId } };
}

/** Superset's DeleteAnnotationCommand, within one layer: every id must name one of its annotations (404), then all go. */
async function deleteAnnotations(tenant: string, layerId: number, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new NotFoundError();
  await Promise.all(unique.map((id) => loadAnnotation(tenant, layerId, id)));
  for (const id of unique) await deleteAnnotationRecord(tenant, layerId, id);
  return unique.length;
}

/** DELETE /api/v1/annotation_layer/{pk}/annotation/{annotation_id}: `{ message: "OK" }`. */
export async function deleteAnnotation(access: CallerAccess, layerId: number, id: number) {
  await deleteAnnotations(access.claims.tenant, layerId, [id]);
  return { message: 'OK' };
}

/** DELETE /api/v1/annotation_layer/{pk}/annotation/?q=!(ids): all or nothing; `Deleted 2 annotations` (Superset's words). */
export async function bulkDeleteAnnotations(access: CallerAccess, layerId: number, ids: readonly number[]) {
  const count = await deleteAnnotations(access.claims.tenant, layerId, ids);
  return { message: `Deleted ${count} annotation${count === 1 ? '' : 's'}` };
}
