import { addDangerToast } from '../../toasts/index.ts';
import type { QueryEditor } from '../types.ts';
import { sqlLabApi } from './api.ts';
import type { SqlLabThunk } from './restore.ts';
import { selectSqlLab } from './selectors.ts';
import { addNewTab, switchTab } from './tab-commands.ts';

/** A query another screen asks SQL Lab to open (router state `requestedQuery`: Explore, permalinks). */
export interface RequestedQuery {
  /** `<id>__table`: a dataset to query ('View in SQL Lab'). */
  datasourceKey?: string;
  dbId?: number;
  catalog?: string | null;
  schema?: string | null;
  sql?: string;
  name?: string;
  templateParams?: string | null;
  autorun?: boolean;
}

/** What the URL or the router state asks for: each opens a tab. */
export type TabRequest =
  | { kind: 'new' }
  | { kind: 'savedQuery'; id: number }
  | { kind: 'query'; id: number }
  | { kind: 'requested'; query: RequestedQuery };

const positiveInt = (text: string | null): number | null =>
  text !== null && /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/** The request of `/sqllab/?new=true`, `?savedQueryId=N`, `?queryId=N`, `?dbid=&schema=&sql=` or router state `{ requestedQuery }`. */
export function tabRequestOf(search: URLSearchParams, routerState: unknown): TabRequest | null {
  const requested = (routerState as { requestedQuery?: RequestedQuery } | null)?.requestedQuery;
  if (requested && typeof requested === 'object') return { kind: 'requested', query: requested };
  const savedQueryId = positiveInt(search.get('savedQueryId'));
  if (savedQueryId !== null) return { kind: 'savedQuery', id: savedQueryId };
  const queryId = positiveInt(search.get('queryId'));
  if (queryId !== null) return { kind: 'query', id: queryId };
  const dbId = positiveInt(search.get('dbid'));
  if (dbId !== null || search.has('sql')) {
    const query: RequestedQuery = {
      sql: search.get('sql') ?? undefined,
      schema: search.get('schema'),
      catalog: search.get('catalog'),
    };
    if (dbId !== null) query.dbId = dbId;
    if (search.get('name')) query.name = search.get('name')!;
    if (search.get('autorun') === 'true') query.autorun = true;
    return { kind: 'requested', query };
  }
  return search.get('new') === 'true' ? { kind: 'new' } : null;
}

const datasetIdOf = (key: string | undefined): number | null =>
  positiveInt(/^(\d+)__table$/.exec(key ?? '')?.[1] ?? null);

/** The tab a requested query opens: a dataset's query ('Query <table>'), or the SQL as sent. */
function requestedFields(query: RequestedQuery): SqlLabThunk<Partial<QueryEditor>> {
  return async (dispatch) => {
    const fields: Partial<QueryEditor> = {
      ...(query.dbId !== undefined && { dbId: query.dbId }),
      ...(query.catalog !== undefined && { catalog: query.catalog }),
      ...(query.schema !== undefined && { schema: query.schema }),
      ...(query.sql !== undefined && { sql: query.sql }),
      ...(query.name && { name: query.name }),
      ...(query.templateParams !== undefined && { templateParams: query.templateParams }),
      autorun: Boolean(query.autorun),
    };
    const datasetId = datasetIdOf(query.datasourceKey);
    if (datasetId === null) return fields;
    const dataset = await dispatch(sqlLabApi.endpoints.getDatasetForQuery.initiate(datasetId)).unwrap();
    const table = dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name;
    return {
      dbId: dataset.database.id,
      catalog: dataset.catalog ?? null,
      schema: dataset.schema,
      name: `Query ${dataset.table_name}`,
      sql: `SELECT * FROM ${table}`,
      ...fields,
    };
  };
}

/** Opens the tab a request asks for; a saved query already open in a tab is shown there instead. */
export function openRequestedTab(request: TabRequest): SqlLabThunk {
  return async (dispatch, getState) => {
    try {
      if (request.kind === 'new') await dispatch(addNewTab());
      if (request.kind === 'savedQuery') {
        const open = selectSqlLab(getState()).queryEditors.find((editor) => editor.remoteId === request.id);
        if (open) return void (await dispatch(switchTab(open.id)));
        const saved = await dispatch(sqlLabApi.endpoints.getSavedQuery.initiate(request.id)).unwrap();
        await dispatch(
          addNewTab({
            name: saved.label,
            dbId: saved.database?.id ?? null,
            catalog: saved.catalog,
            schema: saved.schema,
            sql: saved.sql,
            templateParams: saved.template_parameters,
            remoteId: saved.id,
          }),
        );
      }
      if (request.kind === 'query') {
        const past = await dispatch(sqlLabApi.endpoints.getQueryRecord.initiate(request.id)).unwrap();
        await dispatch(
          addNewTab({
            name: `Copy of ${past.tab_name ?? 'query'}`,
            dbId: past.database.id,
            schema: past.schema,
            sql: past.sql,
          }),
        );
      }
      if (request.kind === 'requested') await dispatch(addNewTab(await dispatch(requestedFields(request.query))));
    } catch {
      dispatch(addDangerToast('The query could not be opened.'));
    }
  };
}
