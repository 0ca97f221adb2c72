import { ownerDirectory } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { applyListQuery, type ListColumns } from '../lib/list-query.ts';
import { type ListShape, listMetadata, selectColumns, selectedColumns } from '../lib/list-shape.ts';
import { holdsText, checkedListQuery } from '../lib/checked-list-query.ts';
import { toLayerListItem } from './present.ts';
import { listLayers } from './repository.ts';
import type { AnnotationLayerRecord } from './schema.ts';

/** Superset's AnnotationLayerRestApi list columns, order columns and title. */
export const LAYER_LIST_SHAPE: ListShape = {
  columns: [
    'id',
    'name',
    'descr',
    'created_by.first_name',
    'created_by.last_name',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
  ],
  orderColumns: [
    'name',
    'descr',
    'created_by.first_name',
    'changed_by.first_name',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
  ],
  title: 'List Annotation Layer',
};

/** The columns a layer list filters and orders by; ordering by humanized age orders by the instant behind it. */
function columnsOf(firstName: (id: number | null) => string): ListColumns<AnnotationLayerRecord> {
  return {
    id: (record) => record.id,
    name: (record) => record.name,
    descr: (record) => record.descr,
    created_by: (record) => record.created_by_fk,
    changed_by: (record) => record.changed_by_fk,
    created_on: (record) => record.created_on,
    changed_on: (record) => record.changed_on,
    changed_on_delta_humanized: (record) => record.changed_on,
    'created_by.first_name': (record) => firstName(record.created_by_fk),
    'changed_by.first_name': (record) => firstName(record.changed_by_fk),
  };
}

/** Superset's `AnnotationLayerAllTextFilter` (`annotation_layer_all_text`): the text in the name or the description. */
const LAYER_FILTERS = {
  annotation_layer_all_text: (record: AnnotationLayerRecord, value: unknown) =>
    holdsText(record.name, value) || holdsText(record.descr, value),
};

/** GET /api/v1/annotation_layer/?q=: the tenant's layers, filtered, ordered and paged as Superset's list API. */
export async function listAnnotationLayers(access: CallerAccess, q: string | undefined, now = new Date()) {
  const query = checkedListQuery(q, LAYER_LIST_SHAPE);
  const { tenant } = access.claims;
  const [records, users] = await Promise.all([listLayers(tenant), ownerDirectory(tenant)]);
  const firstName = (id: number | null) => (id === null ? '' : (users.get(id)?.first_name ?? ''));
  const { count, page } = applyListQuery(records, query, columnsOf(firstName), LAYER_FILTERS);
  const columns = selectedColumns(query, LAYER_LIST_SHAPE);
  const result = page.map((record) => {
    const item = toLayerListItem(record, { users, now });
    return columns ? selectColumns(item, columns) : item;
  });
  return { count, ids: page.map((record) => record.id), result, ...listMetadata(query, LAYER_LIST_SHAPE, columns) };
}
