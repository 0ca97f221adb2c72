import { ownerDirectory } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { applyListQuery, type ListColumns } from '../lib/list-query.ts';
import { type ListShape, listMetadata, selectColumns, selectedColumns } from '../lib/list-shape.ts';
import { holdsText, checkedListQuery } from '../lib/checked-list-query.ts';
import { toAnnotationListItem } from './present.ts';
import { listAnnotations, readLayer } from './repository.ts';
import type { AnnotationRecord } from './schema.ts';

/** Superset's AnnotationRestApi list columns, order columns and title. */
export const ANNOTATION_LIST_SHAPE: ListShape = {
  columns: [
    'id',
    'changed_by.first_name',
    'changed_by.id',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'created_by.id',
    'end_dttm',
    'long_descr',
    'short_descr',
    'start_dttm',
  ],
  orderColumns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'end_dttm',
    'long_descr',
    'short_descr',
    'start_dttm',
  ],
  title: 'List Annotation',
};

/** The columns an annotation list filters and orders by (naive date-times order as text, which is their order). */
function columnsOf(firstName: (id: number | null) => string): ListColumns<AnnotationRecord> {
  return {
    id: (record) => record.id,
    layer: (record) => record.layer_id,
    short_descr: (record) => record.short_descr,
    long_descr: (record) => record.long_descr,
    start_dttm: (record) => record.start_dttm,
    end_dttm: (record) => record.end_dttm,
    json_metadata: (record) => record.json_metadata,
    created_by: (record) => record.created_by_fk,
    changed_by: (record) => record.changed_by_fk,
    changed_on_delta_humanized: (record) => record.changed_on,
    'created_by.first_name': (record) => firstName(record.created_by_fk),
    'changed_by.first_name': (record) => firstName(record.changed_by_fk),
  };
}

/** Superset's `AnnotationAllTextFilter` (`annotation_all_text`): the text in the name or the description. */
const ANNOTATION_FILTERS = {
  annotation_all_text: (record: AnnotationRecord, value: unknown) =>
    holdsText(record.short_descr, value) || holdsText(record.long_descr, value),
};

/**
 * GET /api/v1/annotation_layer/{pk}/annotation/?q=: the layer's annotations, filtered, ordered and paged as Superset's
 * list API. A layer that does not exist has none (Superset filters by layer and answers an empty list).
 */
export async function listLayerAnnotations(
  access: CallerAccess,
  layerId: number,
  q: string | undefined,
  now = new Date(),
) {
  const query = checkedListQuery(q, ANNOTATION_LIST_SHAPE);
  const { tenant } = access.claims;
  const layer = await readLayer(tenant, layerId);
  const [records, users] = await Promise.all([layer ? listAnnotations(tenant, layerId) : [], ownerDirectory(tenant)]);
  const firstName = (id: number | null) => (id === null ? '' : (users.get(id)?.first_name ?? ''));
  const { count, page } = applyListQuery(records, query, columnsOf(firstName), ANNOTATION_FILTERS);
  const columns = selectedColumns(query, ANNOTATION_LIST_SHAPE);
  const result = page.map((record) => {
    const item = toAnnotationListItem(record, { users, now });
    return columns ? selectColumns(item, columns) : item;
  });
  return {
    count,
    ids: page.map((record) => record.id),
    result,
    ...listMetadata(query, ANNOTATION_LIST_SHAPE, columns),
  };
}
