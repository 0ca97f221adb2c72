import { AppError, ValidationError } from '#shared/errors.ts';
import { ALL_DIALECTS, type DatabaseBackend, dialectFor } from '../../lib/sql/dialects.ts';
import { assertSafeFragment, type FragmentClause } from '../../lib/sql/fragments.ts';
import { type ParsingDialect, withGrammar } from '../../lib/sql/parser.ts';
import { parseTemplateParams, renderTemplate, templateLiteralText } from '../../lib/sql/templates.ts';

/** What a chart's SQL fragments are checked against: its dataset, as chart data reads it. */
export interface FragmentTarget {
  /** The dialect of the dataset's engine; every one Skyset speaks when the dataset is gone. */
  dialects: readonly ParsingDialect[];
  /** The dataset's template parameters, which its charts' templates see. */
  templateParams: Record<string, unknown>;
  /** The dataset's column names: Explore sends each as an ad-hoc column, which chart data reads as that column. */
  columnNames: ReadonlySet<string>;
}

/** The JSON fields of a chart that carry SQL fragments: the form data and the saved query context. */
export interface ChartJson {
  params?: unknown;
  query_context?: unknown;
}

/** A free-form SQL fragment of a chart's JSON, and where it is (`metrics.0.sqlExpression`). */
interface Fragment {
  path: string;
  sql: string;
  clause: FragmentClause;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The template parameters of a dataset (JSON text, or an object as bundles hold them); none when they are not valid. */
function templateParamsOf(params: unknown): Record<string, unknown> {
  if (isRecord(params)) return params;
  try {
    return parseTemplateParams(typeof params === 'string' ? params : undefined);
  } catch {
    return {};
  }
}

/** The target of the charts on `dataset` (undefined when it is gone) whose database runs on `backend`. */
export async function fragmentTarget(
  dataset: { template_params?: unknown; columns: readonly { column_name: string }[] } | undefined,
  backend: DatabaseBackend | undefined,
): Promise<FragmentTarget> {
  return {
    dialects: await Promise.all((backend === undefined ? ALL_DIALECTS : [dialectFor(backend)]).map(withGrammar)),
    templateParams: templateParamsOf(dataset?.template_params),
    columnNames: new Set(dataset?.columns.map((column) => column.column_name)),
  };
}

/** An ad-hoc filter's own clause; otherwise a metric or column expression (both checked as one select item). */
function clauseOf(node: Record<string, unknown>): FragmentClause {
  if (typeof node.clause === 'string') return node.clause.toUpperCase() === 'HAVING' ? 'having' : 'where';
  return 'columnType' in node || node.expressionType === undefined ? 'column' : 'metric';
}

/**
 * The fragments one object holds: the `sqlExpression` of an ad-hoc metric, column or filter that is not SIMPLE (the
 * chart data compiler reads those as SQL), and `where`/`having` text (query extras, legacy form data).
 */
function fragmentsOf(node: Record<string, unknown>, path: string): Fragment[] {
  const found: Fragment[] = [];
  if (typeof node.sqlExpression === 'string' && node.expressionType !== 'SIMPLE') {
    found.push({ path: `${path}sqlExpression`, sql: node.sqlExpression, clause: clauseOf(node) });
  }
  for (const clause of ['where', 'having'] as const) {
    const sql = node[clause];
    if (typeof sql === 'string') found.push({ path: `${path}${clause}`, sql, clause });
  }
  return found;
}

/**
 * Every non-blank SQL fragment of a chart's JSON document (parsed, or JSON text): each object's own before those of
 * its members, members in order. Charts keep adding fields that hold ad-hoc metrics and filters, so the whole
 * document is walked, without recursion since its nesting is the sender's.
 */
export function chartFragments(document: unknown): Fragment[] {
  const found: Fragment[] = [];
  const pending: [unknown, string][] = [[parsedJson(document), '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (isRecord(node)) found.push(...fragmentsOf(node, path));
    const children = Object.entries(node);
    for (let index = children.length - 1; index >= 0; index -= 1)
      pending.push([children[index]![1], `${path}${children[index]![0]}.`]);
  }
  return found.filter((fragment) => fragment.sql.trim() !== '');
}

/** JSON text parsed; anything that is not JSON holds no fragment (the field's own check answers it). */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A fragment as the chart renders it when opened with no filters: its template rendered with the dataset's
 * parameters. A template that needs what only a run supplies is checked on what its author wrote literally.
 */
function renderedForCheck(sql: string, params: Record<string, unknown>): string {
  try {
    return renderTemplate(sql, { params }).trim();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return templateLiteralText(sql).trim();
  }
}

/** Why chart data would refuse a fragment, or undefined. A dataset column's name is that column, never refused. */
function problemOf(fragment: Fragment, target: FragmentTarget): string | undefined {
  if (fragment.clause !== 'where' && fragment.clause !== 'having' && target.columnNames.has(fragment.sql.trim()))
    return undefined;
  const sql = renderedForCheck(fragment.sql, target.templateParams);
  if (sql === '') return undefined;
  try {
    for (const dialect of target.dialects) assertSafeFragment(sql, dialect, fragment.clause);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.message;
  }
}

/**
 * What chart data would refuse in a chart's `params` and `query_context`, checked when the chart is written rather
 * than when someone opens it: each ad-hoc SQL metric, column and filter and each WHERE/HAVING text goes through the
 * compiler's own fragment check (`assertSafeFragment`: no sub-query, file reader, second statement, DML...). Problems
 * by field, each `<path>: <reason>`; undefined when there are none. The same fragment is checked once.
 */
export function chartFragmentProblems(chart: ChartJson, target: FragmentTarget): Record<string, string[]> | undefined {
  const problems: Record<string, string[]> = {};
  const checked = new Map<string, string | undefined>();
  for (const field of ['params', 'query_context'] as const) {
    for (const fragment of chartFragments(chart[field])) {
      const key = `${fragment.clause}\u0000${fragment.sql}`;
      if (!checked.has(key)) checked.set(key, problemOf(fragment, target));
      const problem = checked.get(key);
      if (problem !== undefined) (problems[field] ??= []).push(`${fragment.path}: ${problem}`);
    }
  }
  return Object.keys(problems).length > 0 ? problems : undefined;
}

/** A chart write's fragments must pass: 400 `{"message": {"params": [...], "query_context": [...]}}` otherwise. */
export function requireSafeChartFragments(chart: ChartJson, target: FragmentTarget): void {
  const problems = chartFragmentProblems(chart, target);
  if (problems !== undefined) throw new ValidationError(problems);
}
