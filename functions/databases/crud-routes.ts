import { DatabaseCreatePayload, DatabaseUpdatePayload, TestConnectionPayload } from './schema.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';
import { deps } from '../lib/composition/deps.ts';
import { forgetEngine, probeEngines } from '../lib/composition/engines.ts';
import { type DomainRoutes, ok, parseWith, requireClaims } from '../lib/http.ts';
import { ListQuery } from '../lib/list-query.ts';
import { pathId } from '../lib/path-ids.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { probeFor } from './connection/probe.ts';
import { metadataCache } from './metadata/metadata-cache.ts';
import { type DatabaseRecord } from '../lib/records/database-schema.ts';
import { listDatabasePage, showDatabase, testConnection } from './service.ts';
import { createDatabase, type DatabaseWritePorts, deleteDatabase, updateDatabase } from './write-service.ts';

/** The adapters database writes run with. */
function writePorts(tenant: string): DatabaseWritePorts {
  return {
    probe: probeFor(tenant, deps().settings, probeEngines),
    forget: async (database: DatabaseRecord) => {
      metadataCache.forget(tenant, database.id);
      await forgetEngine(tenant, database.id);
    },
    datasetDatabaseIds: async (datasetTenant) =>
      (await listDatasets(datasetTenant)).map((dataset) => dataset.database_id),
  };
}

/** Database connections: list, show, create, update, delete, test. */
export const crudRoutes = {
  'GET /api/v1/database/': async (request) =>
    ok(await listDatabasePage(await request.access(), parseRisonQuery(ListQuery, request.query.q))),
  'GET /api/v1/database/{pk}': async (request) => ok(await showDatabase(await request.access(), pathId(request))),
  'POST /api/v1/database/': async (request) => {
    const claims = requireClaims(request);
    return ok(
      await createDatabase(claims, parseWith(DatabaseCreatePayload, request.json()), writePorts(claims.tenant)),
      201,
    );
  },
  'PUT /api/v1/database/{pk}': async (request) => {
    const claims = requireClaims(request);
    const payload = parseWith(DatabaseUpdatePayload, request.json());
    return ok(await updateDatabase(claims, pathId(request), payload, writePorts(claims.tenant)));
  },
  'DELETE /api/v1/database/{pk}': async (request) => {
    const claims = requireClaims(request);
    return ok(await deleteDatabase(claims, pathId(request), writePorts(claims.tenant)));
  },
  'POST /api/v1/database/test_connection/': async (request) => {
    const claims = requireClaims(request);
    return ok(
      await testConnection(
        claims,
        parseWith(TestConnectionPayload, request.json()),
        probeFor(claims.tenant, deps().settings, probeEngines),
      ),
    );
  },
} satisfies Partial<DomainRoutes<'databases'>>;
