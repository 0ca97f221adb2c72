import { AppError } from '#shared/errors.ts';
import { type DatabaseBackend, dialectFor } from '../lib/sql/dialects.ts';
import { assertSafeFragment } from '../lib/sql/fragments.ts';
import { withGrammar } from '../lib/sql/parser.ts';
import { renderTemplate } from '../lib/sql/templates.ts';

/** Who a clause is rendered for when it is checked: any user would do, the clause must render for all. */
const SAMPLE_CALLER = { username: 'user', userId: 1 };

/**
 * Why queries would refuse a clause, or undefined: it must render as a template for any caller (only
 * `current_username()` and `current_user_id()` are known then) and pass the WHERE fragment check of every engine
 * its datasets run on (no sub-queries, no statement separators, no DML), as chart queries check it when they apply it.
 */
export async function clauseProblem(clause: string, backends: readonly DatabaseBackend[]): Promise<string | undefined> {
  try {
    const rendered = renderTemplate(clause, SAMPLE_CALLER).trim();
    if (rendered === '') return 'The clause renders as nothing';
    const dialects = await Promise.all([...new Set(backends)].map((backend) => withGrammar(dialectFor(backend))));
    for (const dialect of dialects) assertSafeFragment(rendered, dialect, 'where');
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.message;
  }
}
