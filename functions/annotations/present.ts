import type {
  AnnotationItem,
  AnnotationLayerItem,
  AnnotationLayerListItem,
  AnnotationListItem,
} from '#shared/api/annotation.ts';
import type { OwnerRef } from '../lib/owners.ts';
import { humanizedAgo } from '../lib/humanize.ts';
import type { AnnotationLayerRecord, AnnotationRecord } from './schema.ts';

/** What presenting layers and annotations needs besides the records: the tenant's users and the clock. */
export interface AnnotationView {
  users: ReadonlyMap<number, OwnerRef>;
  now: Date;
}

/** A layer's creator or editor as the layer list names them (Superset lists first and last names only). */
function namesOf(users: AnnotationView['users'], id: number | null) {
  const user = id === null ? undefined : users.get(id);
  return user ? { first_name: user.first_name, last_name: user.last_name } : null;
}

/** An annotation's creator or editor as the annotation list names them (Superset lists the first name and id). */
function firstNameOf(users: AnnotationView['users'], id: number | null) {
  const user = id === null ? undefined : users.get(id);
  return user ? { first_name: user.first_name, id: user.id } : null;
}

/** One row of GET /api/v1/annotation_layer/ (Superset's list columns). */
export function toLayerListItem(record: AnnotationLayerRecord, view: AnnotationView): AnnotationLayerListItem {
  return {
    id: record.id,
    name: record.name,
    descr: record.descr,
    created_by: namesOf(view.users, record.created_by_fk),
    changed_by: namesOf(view.users, record.changed_by_fk),
    created_on: record.created_on,
    changed_on: record.changed_on,
    changed_on_delta_humanized: humanizedAgo(record.changed_on, view.now),
  };
}

/** `result` of GET /api/v1/annotation_layer/{pk} (Superset's show columns). */
export const toLayerItem = (record: AnnotationLayerRecord): AnnotationLayerItem => ({
  id: record.id,
  name: record.name,
  descr: record.descr,
});

/** One row of GET /api/v1/annotation_layer/{pk}/annotation/ (Superset's list columns). */
export function toAnnotationListItem(record: AnnotationRecord, view: AnnotationView): AnnotationListItem {
  return {
    id: record.id,
    short_descr: record.short_descr,
    long_descr: record.long_descr,
    start_dttm: record.start_dttm,
    end_dttm: record.end_dttm,
    created_by: firstNameOf(view.users, record.created_by_fk),
    changed_by: firstNameOf(view.users, record.changed_by_fk),
    changed_on_delta_humanized: humanizedAgo(record.changed_on, view.now),
  };
}

/** `result` of GET /api/v1/annotation_layer/{pk}/annotation/{annotation_id} (Superset's show columns). */
export function toAnnotationItem(record: AnnotationRecord, layer: AnnotationLayerRecord): AnnotationItem {
  return {
    id: record.id,
    short_descr: record.short_descr,
    long_descr: record.long_descr,
    start_dttm: record.start_dttm,
    end_dttm: record.end_dttm,
    json_metadata: record.json_metadata,
    layer: { id: layer.id, name: layer.name },
  };
}
