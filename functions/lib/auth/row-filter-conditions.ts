import { AppError } from '#shared/errors.ts';
import type { CallerAccess } from './caller-access.ts';
import { rowFilterGroups } from './row-level-security.ts';
import type { DatasetRecord } from '../records/dataset-schema.ts';
import type { RlsFilterRecord } from '../records/rls-schema.ts';
import { assertSafeFragment } from '../sql/fragments.ts';
import type { ParsingDialect } from '../sql/parser.ts';
import { renderTemplate, type TemplateContext } from '../sql/templates.ts';

/**
 * A clause rendered for the caller (`{{ current_username() }}`, `{{ current_user_id() }}`) and checked as every
 * free-form WHERE fragment is: no sub-queries, no statement separators. A clause that fails either refuses the query:
 * a filter that cannot be applied never lets the rows it guards through.
 */
function renderedClause(clause: string, template: TemplateContext, dialect: ParsingDialect): string {
  try {
    const rendered = renderTemplate(clause, template).trim();
    assertSafeFragment(rendered, dialect, 'where');
    return rendered;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(400, `A row level security filter of this dataset cannot be applied: ${reason}`, {
      detailed: true,
      errorType: 'INVALID_SQL_ERROR',
      cause: error,
    });
  }
}

/**
 * The caller's row level security conditions on one dataset, ready for the WHERE: one per group of clauses, each in
 * parentheses, a group's clauses ORed (see functions/lib/auth/row-level-security.ts for which apply).
 */
export function rowFiltersFor(
  access: CallerAccess,
  filters: readonly RlsFilterRecord[],
  dataset: Pick<DatasetRecord, 'id'>,
  dialect: ParsingDialect,
): string[] {
  const groups = rowFilterGroups(filters, dataset.id, {
    roleIds: access.roles.map((role) => role.id),
    ...(access.guest ? { guestRules: access.guest.rowFilters } : {}),
  });
  if (groups.length === 0) return [];
  const template: TemplateContext = {
    username: access.claims.username,
    ...(access.user ? { userId: access.user.id } : {}),
  };
  return groups.map((group) => {
    const clauses = group.map((clause) => `(${renderedClause(clause, template, dialect)})`);
    return clauses.length === 1 ? clauses[0]! : `(${clauses.join(' OR ')})`;
  });
}
