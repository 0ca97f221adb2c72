import { BadRequestError, NotFoundError } from '#shared/errors.ts';
import { TablePanelPayload } from '#shared/sqllab/tab-state.ts';
import { nextId } from '../../lib/counters.ts';
import { parseWith } from '../../lib/http.ts';
import type { SqlLabCaller } from './schema.ts';
import { requireTab } from './tab-service.ts';
import {
  deleteTableSchema,
  listTableSchemas,
  putTableSchema,
  setTableSchemaExpanded,
} from './table-schema-repository.ts';

/**
 * POST /tableschemaview/: a table panel in one of the caller's tabs (field `table`), expanded. A panel already
 * open on the same table in that tab is replaced, as Superset does, so re-adding a table never duplicates it.
 */
export async function addTablePanel(
  caller: SqlLabCaller,
  payload: Record<string, unknown>,
  now = new Date(),
): Promise<{ id: number }> {
  const table = parseWith(TablePanelPayload, payload.table ?? payload);
  await requireTab(caller, table.queryEditorId);
  const same = (await listTableSchemas(caller.tenant, caller.userId)).filter(
    (panel) =>
      panel.tab_state_id === table.queryEditorId &&
      panel.database_id === table.dbId &&
      panel.catalog === (table.catalog ?? null) &&
      panel.schema === (table.schema ?? null) &&
      panel.table === table.name,
  );
  await Promise.all(same.map((panel) => deleteTableSchema(caller.tenant, caller.userId, panel.id)));
  const id = await nextId(caller.tenant, 'table_schema');
  await putTableSchema(caller.tenant, {
    id,
    user_id: caller.userId,
    tab_state_id: table.queryEditorId,
    database_id: table.dbId,
    catalog: table.catalog ?? null,
    schema: table.schema ?? null,
    table: table.name,
    description: JSON.stringify(payload.table ?? payload),
    expanded: true,
    created_on: now.toISOString(),
  });
  return { id };
}

/** POST /tableschemaview/{id}/expanded: field `expanded` (a JSON boolean). */
export async function setPanelExpanded(
  caller: SqlLabCaller,
  id: number,
  payload: Record<string, unknown>,
): Promise<{ id: number; expanded: boolean }> {
  const { expanded } = payload;
  if (typeof expanded !== 'boolean') throw new BadRequestError('expanded must be a boolean');
  if (!(await setTableSchemaExpanded(caller.tenant, caller.userId, id, expanded))) throw new NotFoundError();
  return { id, expanded };
}

/** DELETE /tableschemaview/{id}; 404 when already gone. */
export async function deleteTablePanel(caller: SqlLabCaller, id: number): Promise<{ message: string }> {
  if (!(await deleteTableSchema(caller.tenant, caller.userId, id))) throw new NotFoundError();
  return { message: 'OK' };
}
