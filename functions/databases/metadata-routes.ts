import { listDatasets } from '../lib/records/dataset-repository.ts';
import { requireDatabaseAccess } from '../lib/auth/data-access.ts';
import { deps } from '../lib/composition/deps.ts';
import { type DomainRoutes, type HttpRequest, ok, parseWith } from '../lib/http.ts';
import { pathId } from '../lib/path-ids.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { dialectFor } from '../lib/sql/dialects.ts';
import { metadataCache } from './metadata/metadata-cache.ts';
import {
  functionNames,
  listCatalogs,
  listSchemas,
  listTables,
  type MetadataContext,
  tableExtraMetadata,
  tableMetadata,
} from './metadata/service.ts';
import { getDatabase } from '../lib/records/database-repository.ts';
import { CatalogsQuery, SchemasQuery, TableQuery, TablesQuery } from './schema.ts';

/**
 * The metadata context of the request's database (`id`, read from the path before anything else so a malformed
 * one answers 404 first): its engine's catalog, its SQL dialect and the process's cache.
 */
async function contextOf(request: HttpRequest, id: number): Promise<MetadataContext> {
  const access = await request.access();
  const { claims } = access;
  const database = await getDatabase(claims.tenant, id);
  requireDatabaseAccess(access, database);
  const browser = (await deps().engineFor(claims.tenant, database)).catalog();
  return { tenant: claims.tenant, database, browser, dialect: dialectFor(database.backend), cache: metadataCache };
}

/** Datasets' `extra` by table name in one schema of a database: Superset shows certification in the table list. */
async function datasetExtras(
  context: MetadataContext,
  schema: string,
  catalog: string | undefined,
): Promise<Map<string, object>> {
  const datasets = await listDatasets(context.tenant);
  const matching = datasets.filter(
    (dataset) =>
      dataset.database_id === context.database.id &&
      dataset.kind === 'physical' &&
      dataset.schema === schema &&
      (catalog === undefined || dataset.catalog === null || dataset.catalog === catalog),
  );
  return new Map(matching.map((dataset) => [dataset.table_name, parseObject(dataset.extra)]));
}

function parseObject(text: string | null): object {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value !== null && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** What SQL Lab's schema browser and autocomplete read about a database. */
export const metadataRoutes = {
  'GET /api/v1/database/{pk}/catalogs/': async (request) => {
    const id = pathId(request);
    const { force } = parseRisonQuery(CatalogsQuery, request.query.q);
    return ok(await listCatalogs(await contextOf(request, id), force));
  },
  'GET /api/v1/database/{pk}/schemas/': async (request) => {
    const id = pathId(request);
    const query = parseRisonQuery(SchemasQuery, request.query.q);
    return ok(await listSchemas(await contextOf(request, id), query));
  },
  'GET /api/v1/database/{pk}/tables/': async (request) => {
    const id = pathId(request);
    const query = parseRisonQuery(TablesQuery, request.query.q);
    const context = await contextOf(request, id);
    return ok(await listTables(context, query, await datasetExtras(context, query.schema_name, query.catalog_name)));
  },
  'GET /api/v1/database/{pk}/table_metadata/': async (request) => {
    const id = pathId(request);
    const query = parseWith(TableQuery, request.query);
    return ok(await tableMetadata(await contextOf(request, id), query));
  },
  'GET /api/v1/database/{pk}/table_metadata/extra/': async (request) => {
    const id = pathId(request);
    const query = parseWith(TableQuery, request.query);
    return ok(await tableExtraMetadata(await contextOf(request, id), query));
  },
  'GET /api/v1/database/{pk}/function_names/': async (request) =>
    ok(await functionNames(await contextOf(request, pathId(request)))),
} satisfies Partial<DomainRoutes<'databases'>>;
