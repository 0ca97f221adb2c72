import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import type { QueryEngine } from '../lib/ports/query-engine.ts';
import { dialectFor } from '../lib/sql/dialects.ts';
import { withGrammar } from '../lib/sql/parser.ts';
import type { Caller } from './access.ts';
import type { DiscoveryContext } from './discover.ts';

/** What dataset writes reach outside DynamoDB through: the engine that describes a dataset's columns. */
export interface DatasetPorts {
  engineFor(tenant: string, database: DatabaseRecord): Promise<QueryEngine>;
}

/** Everything reading a dataset's columns from its database needs, failing with the command's `failure` words. */
export async function discoveryContext(
  ports: DatasetPorts,
  input: { tenant: string; database: DatabaseRecord; caller: Caller; failure: string },
): Promise<DiscoveryContext> {
  return {
    engine: await ports.engineFor(input.tenant, input.database),
    dialect: await withGrammar(dialectFor(input.database.backend)),
    failure: input.failure,
    user: input.caller,
  };
}
