import { randomUUID } from 'node:crypto';
import { BadRequestError, QueryEngineError } from '#shared/errors.ts';
import { readExtra } from '../../lib/records/database-extra.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { parseWith } from '../../lib/http.ts';
import { dialectFor } from '../../lib/sql/dialects.ts';
import { withGrammar } from '../../lib/sql/parser.ts';
import { refuseSandboxEscapes } from '../../lib/sql/statement-guard.ts';
import { classifyStatement, splitStatements } from '../../lib/sql/statements.ts';
import { renderTemplate } from '../../lib/sql/templates.ts';
import { requireSqlLabDatabase } from '../access.ts';
import { EstimatePayload } from '../payloads.ts';
import type { SqlLabPorts } from '../ports.ts';
import { presentEstimate } from './present.ts';

/**
 * POST /api/v1/sqllab/estimate/: per statement of the rendered script, the rows and bytes the engine's planner
 * expects (DuckDB EXPLAIN; Athena EXPLAIN (TYPE IO)) and, on Athena, the cost of the bytes scanned at
 * ATHENA_PRICE_PER_TB_USD. Statements that read nothing (DDL, DML) are listed without an estimate; a script with a
 * statement that would leave the sandbox (COPY, ATTACH, SET...) is refused as execute refuses it.
 */
export async function estimateQueryCost(access: CallerAccess, raw: unknown, ports: SqlLabPorts) {
  const { claims } = access;
  const payload = parseWith(EstimatePayload, raw);
  const database = await requireSqlLabDatabase(access, payload.database_id);
  if (readExtra(database.extra).cost_estimate_enabled === false)
    throw new BadRequestError('Cost estimation is disabled for this database.');
  const dialect = await withGrammar(dialectFor(database.backend));
  const sql = renderTemplate(payload.sql, {
    params: payload.template_params ?? {},
    username: claims.username,
    userId: claims.sub,
  });
  const statements = splitStatements(sql, dialect);
  if (statements.length === 0) throw new QueryEngineError('The query is empty.', 'INVALID_SQL_ERROR');
  // A script that execute would refuse is refused here too, before the engine plans any of it.
  refuseSandboxEscapes(statements, dialect);
  const engine = await ports.engineFor(claims.tenant, database);
  const pricePerTb = engine.kind === 'athena' ? ports.settings.ATHENA_PRICE_PER_TB_USD : null;
  const context = {
    ...(payload.catalog ? { catalog: payload.catalog } : {}),
    ...(payload.schema ? { schema: payload.schema } : {}),
  };
  const estimates = [];
  for (const [index, statement] of statements.entries()) {
    const reads = classifyStatement(statement, dialect) === 'select';
    const estimate = reads
      ? await engine.estimate(statement, { ...context, queryId: `estimate-${randomUUID()}` })
      : null;
    estimates.push(presentEstimate(index, statement, estimate, pricePerTb));
  }
  return { result: { statements: estimates, price_per_tb_usd: pricePerTb } };
}
