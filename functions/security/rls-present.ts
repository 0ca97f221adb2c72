import type { RlsItem, RlsListItem } from '#shared/api/row-level-security.ts';
import { humanizedAgo } from '../lib/humanize.ts';
import type { OwnerRef } from '../lib/owners.ts';
import type { RlsFilterRecord } from '../lib/records/rls-schema.ts';

/** What naming a filter's datasets, roles and editor needs: the tenant's, by id. */
export interface RlsView {
  datasets: ReadonlyMap<number, { id: number; schema: string | null; table_name: string }>;
  roles: ReadonlyMap<number, { id: number; name: string }>;
  users: ReadonlyMap<number, OwnerRef>;
  now: Date;
}

/** A filter as `GET /api/v1/rowlevelsecurity/{pk}` shows it: datasets and roles named, those gone left out. */
export function toRlsItem(record: RlsFilterRecord, view: RlsView): RlsItem {
  return {
    id: record.id,
    name: record.name,
    filter_type: record.filter_type,
    tables: record.tables.flatMap((id) => {
      const dataset = view.datasets.get(id);
      return dataset ? [{ id, schema: dataset.schema, table_name: dataset.table_name }] : [];
    }),
    roles: record.roles.flatMap((id) => {
      const role = view.roles.get(id);
      return role ? [{ id, name: role.name }] : [];
    }),
    clause: record.clause,
    group_key: record.group_key,
    description: record.description,
  };
}

/** One row of `GET /api/v1/rowlevelsecurity/`. */
export function toRlsListItem(record: RlsFilterRecord, view: RlsView): RlsListItem {
  const editor = record.changed_by_fk === null ? undefined : view.users.get(record.changed_by_fk);
  return {
    ...toRlsItem(record, view),
    changed_on_delta_humanized: humanizedAgo(record.changed_on, view.now),
    changed_by: editor ? { first_name: editor.first_name, last_name: editor.last_name } : null,
  };
}
