import { QueryEngineError } from '#shared/errors.ts';
import { type ParsingDialect, parseStatements, printStatement, tryParseStatements } from './parser.ts';

/**
 * Row level security in SQL Lab (Superset's RLS_IN_SQLLAB): each reference to a table under row filters, in any
 * SELECT of a statement (sub-queries, joins and CTE bodies included), is replaced by that table filtered, keeping its
 * name or alias: `FROM main.birth_names b` reads `FROM (SELECT * FROM "main"."birth_names" WHERE <condition>) AS b`.
 */

/** A table and the condition its rows are read under (the caller's row filters on its dataset, ANDed). */
export interface TableRowFilter {
  schema: string | null;
  table: string;
  condition: string;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

const lower = (name: unknown): string => String(name ?? '').toLowerCase();

/** Why a statement is refused: it reads such a table, and Skyset could not read it well enough to filter it. */
const unreadable = () =>
  new QueryEngineError(
    'Row level security applies to a table this query reads, and the query could not be parsed to apply it.',
    'INVALID_SQL_ERROR',
  );

/** The names a statement's CTEs define: an unqualified reference to one is the CTE, not a table. */
function cteNames(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) cteNames(item, into);
  else if (isNode(node)) {
    if (Array.isArray(node.with))
      for (const cte of node.with) if (isNode(cte) && isNode(cte.name)) into.add(lower(cte.name.value));
    for (const value of Object.values(node)) cteNames(value, into);
  }
  return into;
}

/** The filters a FROM entry names: its table, unqualified or in the filter's schema. */
function filtersOf(entry: Node, filters: readonly TableRowFilter[], ctes: ReadonlySet<string>): TableRowFilter[] {
  if (typeof entry.table !== 'string' || entry.expr !== undefined) return [];
  const table = lower(entry.table);
  const schema = entry.db == null ? null : lower(entry.db);
  if (schema === null && ctes.has(table)) return [];
  return filters.filter(
    (filter) =>
      lower(filter.table) === table && (schema === null || filter.schema === null || lower(filter.schema) === schema),
  );
}

/** A FROM entry replaced by its table filtered, keeping its alias (or name), join and join condition. */
function filteredEntry(entry: Node, applying: readonly TableRowFilter[], dialect: ParsingDialect): Node {
  const source = [entry.db, entry.table]
    .filter((part) => part != null)
    .map((part) => dialect.quoteIdentifier(String(part)))
    .join('.');
  const where = applying.map((filter) => `(${filter.condition})`).join(' AND ');
  const [select] = parseStatements(`SELECT * FROM ${source} WHERE ${where}`, dialect);
  const { db: _db, table, as, ...rest } = entry;
  return { ...rest, expr: { ast: select, parentheses: true }, as: as ?? table };
}

/**
 * Rewrites every SELECT's FROM entries under `node`, in place; answers whether any changed. The filtered sub-queries it
 * inserts are not visited again (they read the table itself).
 */
function rewrite(
  node: unknown,
  filters: readonly TableRowFilter[],
  ctes: ReadonlySet<string>,
  dialect: ParsingDialect,
  inserted = new WeakSet<object>(),
): boolean {
  if (isNode(node) && inserted.has(node)) return false;
  let changed = false;
  if (Array.isArray(node)) {
    for (const item of node) changed = rewrite(item, filters, ctes, dialect, inserted) || changed;
    return changed;
  }
  if (!isNode(node)) return false;
  if (node.type === 'select' && Array.isArray(node.from)) {
    node.from = node.from.map((entry: unknown) => {
      if (!isNode(entry)) return entry;
      const applying = filtersOf(entry, filters, ctes);
      if (applying.length === 0) return entry;
      changed = true;
      const filtered = filteredEntry(entry, applying, dialect);
      inserted.add(filtered.expr as object);
      return filtered;
    });
  }
  for (const value of Object.values(node)) changed = rewrite(value, filters, ctes, dialect, inserted) || changed;
  return changed;
}

/**
 * The statement with every table under row filters read filtered. A statement that names none of their tables is
 * answered as it is, unparsed; one that names one but cannot be parsed, or that still names one where no SELECT reads
 * it (DML, DDL), is refused: a filter that cannot be applied never lets the rows it guards through.
 */
export function applyTableRowFilters(
  statement: string,
  filters: readonly TableRowFilter[],
  dialect: ParsingDialect,
): string {
  const text = statement.toLowerCase();
  const named = filters.filter((filter) => text.includes(filter.table.toLowerCase()));
  if (named.length === 0) return statement;
  const parsed = tryParseStatements(statement, dialect);
  if (!parsed || parsed.length !== 1) throw unreadable();
  const [ast] = parsed as unknown as Node[];
  const ctes = cteNames(ast);
  const changed = rewrite(ast, named, ctes, dialect);
  if (!changed && (ast as Node).type !== 'select') throw unreadable();
  return changed ? printStatement(ast as never, dialect) : statement;
}
