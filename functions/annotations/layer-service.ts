import { AnnotationLayerPostBody, AnnotationLayerPutBody } from '#shared/api/annotation.ts';
import { NotFoundError } from '#shared/errors.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { nextId } from '../lib/counters.ts';
import { parseWith } from '../lib/http.ts';
import { type ItemQuery, itemAnswer } from '../lib/item-shape.ts';
import { layerInUse, layerNameTaken } from './errors.ts';
import { toLayerItem } from './present.ts';
import { deleteLayerRecord, layerHasAnnotations, listLayers, readLayer, writeLayer } from './repository.ts';
import type { AnnotationLayerRecord } from './schema.ts';

/** Superset's AnnotationLayerRestApi show columns and title. */
const LAYER_ITEM_SHAPE = { columns: ['id', 'name', 'descr'], title: 'Show Annotation Layer' };

/**
 * Superset's layer name rule (`validate_update_uniqueness`): no other layer of the tenant has the name. A check
 * before the write, as in Superset, whose model has no unique constraint either.
 */
async function requireUniqueName(tenant: string, name: string | undefined, layerId?: number): Promise<void> {
  if (name === undefined) return;
  const layers = await listLayers(tenant);
  if (layers.some((layer) => layer.name === name && layer.id !== layerId)) throw layerNameTaken();
}

/** A layer of the caller's tenant: 404 `Not found` when absent. */
export async function loadLayer(tenant: string, id: number): Promise<AnnotationLayerRecord> {
  const record = await readLayer(tenant, id);
  if (!record) throw new NotFoundError();
  return record;
}

/** POST /api/v1/annotation_layer/: 201 `{ id, result }` with the body as accepted. */
export async function createLayer(access: CallerAccess, body: unknown, now = new Date()) {
  const fields = parseWith(AnnotationLayerPostBody, body);
  const { tenant } = access.claims;
  await requireUniqueName(tenant, fields.name);
  const userId = await callerUserId(access);
  const stamp = now.toISOString();
  const record: AnnotationLayerRecord = {
    id: await nextId(tenant, 'annotation_layer'),
    name: fields.name,
    descr: fields.descr ?? null,
    created_on: stamp,
    changed_on: stamp,
    created_by_fk: userId,
    changed_by_fk: userId,
    version: 1,
  };
  await writeLayer(tenant, record);
  return { id: record.id, result: fields };
}

/** GET /api/v1/annotation_layer/{pk}: Flask-AppBuilder's item answer; 404 when absent. */
export async function getLayer(access: CallerAccess, id: number, query: ItemQuery) {
  const record = await loadLayer(access.claims.tenant, id);
  return itemAnswer(id, toLayerItem(record), query, LAYER_ITEM_SHAPE);
}

/** PUT /api/v1/annotation_layer/{pk}: sets the fields sent; `{ id, result }` with the body as accepted. */
export async function updateLayer(access: CallerAccess, id: number, body: unknown, now = new Date()) {
  const fields = parseWith(AnnotationLayerPutBody, body);
  const { tenant } = access.claims;
  const record = await loadLayer(tenant, id);
  await requireUniqueName(tenant, fields.name, id);
  const updated: AnnotationLayerRecord = {
    ...record,
    ...fields,
    changed_on: now.toISOString(),
    changed_by_fk: await callerUserId(access),
    version: record.version + 1,
  };
  await writeLayer(tenant, updated, record.version);
  return { id, result: fields };
}

/**
 * Superset's DeleteAnnotationLayerCommand: every id must name a layer (404), and none may hold annotations (422
 * `Annotation layer has associated annotations.`); then all go. An empty list names nothing: 404.
 */
async function deleteLayers(tenant: string, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new NotFoundError();
  await Promise.all(unique.map((id) => loadLayer(tenant, id)));
  const holding = await Promise.all(unique.map((id) => layerHasAnnotations(tenant, id)));
  if (holding.some(Boolean)) throw layerInUse();
  for (const id of unique) await deleteLayerRecord(tenant, id);
  return unique.length;
}

/** DELETE /api/v1/annotation_layer/{pk}: `{ message: "OK" }`. */
export async function deleteLayer(access: CallerAccess, id: number) {
  await deleteLayers(access.claims.tenant, [id]);
  return { message: 'OK' };
}

/** DELETE /api/v1/annotation_layer/?q=!(ids): all or nothing; `Deleted 2 annotation layers` (Superset's words). */
export async function bulkDeleteLayers(access: CallerAccess, ids: readonly number[]) {
  const count = await deleteLayers(access.claims.tenant, ids);
  return { message: `Deleted ${count} annotation layer${count === 1 ? '' : 's'}` };
}
