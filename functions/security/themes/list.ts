import { THEME_ORDER_COLUMNS } from '#shared/api/theme.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { checkedListQuery, holdsText } from '../../lib/checked-list-query.ts';
import { applyListQuery, type ListColumns } from '../../lib/list-query.ts';
import { type ListShape, listMetadata, selectColumns, selectedColumns } from '../../lib/list-shape.ts';
import { toThemeListItem } from './present.ts';
import type { ThemeRecord } from './record.ts';
import { listThemes } from './repository.ts';
import { themeView } from './service.ts';

/** Superset's ThemeRestApi list columns, order columns and title. */
const THEME_LIST_SHAPE: ListShape = {
  columns: [
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.id',
    'changed_by.last_name',
    'changed_by_name',
    'created_on',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'json_data',
    'id',
    'is_system',
    'is_system_default',
    'is_system_dark',
    'theme_name',
    'uuid',
  ],
  orderColumns: [...THEME_ORDER_COLUMNS],
  title: 'List Theme',
};

/** The columns the list filters and orders by; people by id. */
const THEME_COLUMNS: ListColumns<ThemeRecord> = {
  id: (record) => record.id,
  theme_name: (record) => record.theme_name,
  json_data: (record) => record.json_data,
  uuid: (record) => record.uuid,
  created_by: (record) => record.created_by_fk,
  changed_by: (record) => record.changed_by_fk,
  changed_on_delta_humanized: (record) => record.changed_on,
};

/** Superset's `theme_all_text` search: the text in the name or the definition, case aside. */
const SEARCHES = {
  theme_all_text: (record: ThemeRecord, value: unknown) =>
    holdsText(record.theme_name, value) || holdsText(record.json_data, value),
};

/** GET /api/v1/theme/?q=: the tenant's themes, filtered, ordered and paged as Superset's list API. */
export async function listThemePage(access: CallerAccess, q: string | undefined, now = new Date()) {
  const query = checkedListQuery(q, THEME_LIST_SHAPE);
  const { tenant } = access.claims;
  const [records, view] = await Promise.all([listThemes(tenant), themeView(tenant, now)]);
  const { count, page } = applyListQuery(records, query, THEME_COLUMNS, SEARCHES);
  const columns = selectedColumns(query, THEME_LIST_SHAPE);
  const result = page.map((record) => {
    const item = toThemeListItem(record, view);
    return columns ? selectColumns(item, columns) : item;
  });
  return { count, ids: page.map((record) => record.id), result, ...listMetadata(query, THEME_LIST_SHAPE, columns) };
}
