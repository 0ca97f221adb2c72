import type { RlsFilterRecord } from '../records/rls-schema.ts';

/**
 * Which row level security clauses apply to one dataset's queries for one caller, as Superset decides them: a
 * Regular filter applies to members of any of its roles, a Base filter to everyone but them; filters sharing a
 * group key are ORed together, while groups, filters without a key and a guest token's rules are ANDed. Admins get
 * no exemption (a Base filter lists the roles that see everything). Clauses are returned as written, templates
 * unrendered: the query builder renders and checks them (functions/lib/auth/row-filter-conditions.ts).
 */

/** A guest token's rule: its clause applies to the dataset named, or to every dataset when none is. */
export interface GuestRowFilter {
  clause: string;
  dataset?: number;
}

/** Who the clauses are for: the ids of the roles the caller holds now, and a guest token's rules. */
export interface RowFilterSubject {
  roleIds: readonly number[];
  guestRules?: readonly GuestRowFilter[];
}

/** One condition of the WHERE: its clauses ORed (one clause for an ungrouped filter or a guest rule). */
export type RowFilterGroup = readonly string[];

function applies(filter: RlsFilterRecord, datasetId: number, roleIds: ReadonlySet<number>): boolean {
  if (!filter.tables.includes(datasetId)) return false;
  const member = filter.roles.some((role) => roleIds.has(role));
  return filter.filter_type === 'Regular' ? member : !member;
}

/**
 * The groups of clauses that apply, in a stable order (filters by id, each group where its first filter stands, then
 * guest rules in token order), so the same caller and dataset always produce the same SQL and cache key.
 */
export function rowFilterGroups(
  filters: readonly RlsFilterRecord[],
  datasetId: number,
  subject: RowFilterSubject,
): RowFilterGroup[] {
  const roleIds = new Set(subject.roleIds);
  const groups: string[][] = [];
  const byKey = new Map<string, string[]>();
  for (const filter of [...filters].sort((a, b) => a.id - b.id)) {
    if (!applies(filter, datasetId, roleIds)) continue;
    const key = filter.group_key?.trim();
    if (!key) {
      groups.push([filter.clause]);
      continue;
    }
    const group = byKey.get(key);
    if (group) group.push(filter.clause);
    else {
      const created = [filter.clause];
      byKey.set(key, created);
      groups.push(created);
    }
  }
  for (const rule of subject.guestRules ?? [])
    if (rule.dataset === undefined || rule.dataset === datasetId) groups.push([rule.clause]);
  return groups;
}
