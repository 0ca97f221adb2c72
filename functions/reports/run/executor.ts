import { findUserById } from '../../lib/auth/user-directory.ts';
import type { ReportRecord } from '../schema.ts';

/** The user a report runs as. */
export interface Executor {
  userId: number;
  username: string;
}

/** Superset's executor: the report's first owner who still exists, else its creator; undefined when neither does. */
export async function reportExecutor(
  tenant: string,
  report: Pick<ReportRecord, 'owners' | 'created_by_fk'>,
): Promise<Executor | undefined> {
  const candidates = [...report.owners, ...(report.created_by_fk === null ? [] : [report.created_by_fk])];
  for (const id of candidates) {
    const user = await findUserById(tenant, id);
    if (user?.active) return { userId: user.id, username: user.username };
  }
  return undefined;
}
