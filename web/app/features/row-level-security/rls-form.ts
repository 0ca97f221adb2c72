import {
  RLS_CLAUSE_MAX_BYTES,
  RLS_DESCRIPTION_MAX_BYTES,
  RLS_MAX_TARGETS,
  type RlsFilterType,
  type RlsItem,
  type RlsPostBody,
  type RlsTable,
} from '#shared/api/row-level-security.ts';
import { longerThan, NAME_MAX_LENGTH, utf8Length } from '#shared/limits.ts';
import type { Choice } from '../lists/index.ts';

/** What the rule modal holds while it is edited; datasets and roles with the names they were picked by. */
export interface RlsDraft {
  name: string;
  filterType: RlsFilterType;
  tables: Choice<number>[];
  roles: Choice<number>[];
  groupKey: string;
  clause: string;
  description: string;
}

/** The modal's problems by field, in the words it shows them. */
export type RlsDraftErrors = Partial<Record<keyof RlsDraft, string>>;

/** A dataset as the related search names it: `schema.table_name`, or the table's name alone without a schema. */
export const tableLabel = (table: RlsTable): string =>
  table.schema ? `${table.schema}.${table.table_name}` : table.table_name;

/** The modal's state for a rule, or Superset's new rule (Regular, nothing picked) without one. */
export function rlsDraft(rule?: RlsItem): RlsDraft {
  return {
    name: rule?.name ?? '',
    filterType: rule?.filter_type ?? 'Regular',
    tables: (rule?.tables ?? []).map((table) => ({ value: table.id, label: tableLabel(table) })),
    roles: (rule?.roles ?? []).map((role) => ({ value: role.id, label: role.name })),
    groupKey: rule?.group_key ?? '',
    clause: rule?.clause ?? '',
    description: rule?.description ?? '',
  };
}

/** Whether the fields Superset requires are filled (a name, a dataset, a clause): Save stays disabled until they are. */
export const hasRequiredFields = (draft: RlsDraft): boolean =>
  draft.name.trim() !== '' && draft.tables.length > 0 && draft.clause.trim() !== '';

const REQUIRED = 'This field is required';

/** What keeps a draft from saving, said before the round trip in the server's words: required fields, then lengths. */
export function rlsDraftErrors(draft: RlsDraft): RlsDraftErrors {
  const errors: RlsDraftErrors = {};
  if (draft.name.trim() === '') errors.name = REQUIRED;
  else if (draft.name.trim().length > NAME_MAX_LENGTH) errors.name = longerThan(NAME_MAX_LENGTH);
  if (draft.tables.length === 0) errors.tables = REQUIRED;
  else if (draft.tables.length > RLS_MAX_TARGETS) errors.tables = longerThan(RLS_MAX_TARGETS);
  if (draft.roles.length > RLS_MAX_TARGETS) errors.roles = longerThan(RLS_MAX_TARGETS);
  if (draft.groupKey.trim().length > NAME_MAX_LENGTH) errors.groupKey = longerThan(NAME_MAX_LENGTH);
  if (draft.clause.trim() === '') errors.clause = REQUIRED;
  else if (utf8Length(draft.clause) > RLS_CLAUSE_MAX_BYTES) errors.clause = longerThan(RLS_CLAUSE_MAX_BYTES);
  if (utf8Length(draft.description) > RLS_DESCRIPTION_MAX_BYTES)
    errors.description = longerThan(RLS_DESCRIPTION_MAX_BYTES);
  return errors;
}

/**
 * The POST or PUT body of a valid draft: every field, as Superset's modal sends them; an empty group key or
 * description is null (a rule without a group key is a group of its own).
 */
export function rlsBody(draft: RlsDraft): RlsPostBody {
  const groupKey = draft.groupKey.trim();
  return {
    name: draft.name.trim(),
    filter_type: draft.filterType,
    tables: draft.tables.map((table) => table.value),
    roles: draft.roles.map((role) => role.value),
    clause: draft.clause,
    group_key: groupKey === '' ? null : groupKey,
    description: draft.description.trim() === '' ? null : draft.description,
  };
}
