import type { DatasetPutBody } from '#shared/api/dataset.ts';
import { AppError } from '#shared/errors.ts';
import type { SqlDialect } from '../lib/sql/dialect.ts';
import { assertSafeFragment } from '../lib/sql/fragments.ts';
import { isTrivia, tokenize } from '../lib/sql/lexer.ts';
import type { ParsingDialect } from '../lib/sql/parser.ts';
import { fragmentRefusal } from '../lib/sql/statement-guard.ts';
import { parseTemplateParams } from '../lib/sql/templates.ts';
import type { Problems } from './problems.ts';
import type { DatasetRecord } from '../lib/records/dataset-schema.ts';
import { storedSql } from './virtual-sql.ts';

/** A sent value, or `fallback` when the field was not sent. */
const sent = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);

/**
 * The plain fields a PUT changes, over the dataset's: absent ones keep their value; a null where the record
 * cannot hold one (a name, a flag, the offset) keeps it too. Empty SQL makes the dataset physical again.
 */
export function scalarChanges(dataset: DatasetRecord, fields: DatasetPutBody): Partial<DatasetRecord> {
  const sql = sent(fields.sql, dataset.sql);
  return {
    table_name: fields.table_name ?? dataset.table_name,
    schema: fields.schema === undefined ? dataset.schema : fields.schema || null,
    catalog: fields.catalog === undefined ? dataset.catalog : fields.catalog || null,
    sql: sql?.trim() ? storedSql(sql) : null,
    description: sent(fields.description, dataset.description),
    main_dttm_col: sent(fields.main_dttm_col, dataset.main_dttm_col) || null,
    cache_timeout: sent(fields.cache_timeout, dataset.cache_timeout),
    extra: sent(fields.extra, dataset.extra),
    template_params: sent(fields.template_params, dataset.template_params) || null,
    filter_select_enabled: fields.filter_select_enabled ?? dataset.filter_select_enabled,
    fetch_values_predicate: sent(fields.fetch_values_predicate, dataset.fetch_values_predicate) || null,
    normalize_columns: fields.normalize_columns ?? dataset.normalize_columns,
    always_filter_main_dttm: fields.always_filter_main_dttm ?? dataset.always_filter_main_dttm,
    offset: fields.offset ?? dataset.offset,
    default_endpoint: sent(fields.default_endpoint, dataset.default_endpoint),
    is_sqllab_view: fields.is_sqllab_view ?? dataset.is_sqllab_view,
    is_managed_externally: fields.is_managed_externally ?? dataset.is_managed_externally,
    external_url: sent(fields.external_url, dataset.external_url),
  };
}

/** Every string of template parameters, however deeply nested. */
function templateStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(templateStrings);
}

/**
 * Template parameters must be a JSON object, or every chart of the dataset would fail on them later; with the
 * dataset's `dialect`, no value may call what no database runs (`read_text(...)`, `current_setting(...)`): templates
 * put values into SQL as they are, so such a value would be refused wherever it is used. Answers whether templates
 * can be rendered with them (none sent counts).
 */
export function checkTemplateParams(
  templateParams: string | null | undefined,
  problems: Problems,
  dialect?: SqlDialect,
): boolean {
  if (!templateParams?.trim()) return true;
  let params: Record<string, unknown>;
  try {
    params = parseTemplateParams(templateParams);
  } catch {
    problems.add('template_params', 'JSON not valid');
    return false;
  }
  const refusal =
    dialect &&
    templateStrings(params)
      .map((text) => fragmentRefusal(tokenize(text, dialect).filter((token) => !isTrivia(token))))
      .find(Boolean);
  if (refusal) problems.add('template_params', refusal);
  return !refusal;
}

/** The predicate of filter value lists is a WHERE fragment, checked as chart fragments are (Superset does the same). */
export function checkFetchPredicate(
  predicate: string | null | undefined,
  dialect: ParsingDialect,
  problems: Problems,
): void {
  if (!predicate?.trim()) return;
  try {
    assertSafeFragment(predicate, dialect, 'where');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    problems.add('fetch_values_predicate', error.message);
  }
}
