import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { QueryRecord } from '#shared/sqllab/query-types.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { documentClient, tableName } from '../../lib/dynamo.ts';
import { keys } from '../../lib/keys.ts';
import type { ManagedUser } from '../../lib/auth/user-directory.ts';
import { canSeeAllQueries } from '../access.ts';

/**
 * Every query of one user, newest change first, read page by page: the history page lists them all, where SQL Lab's
 * poll (queries/repository.ts) needs only the latest few hundred.
 */
export async function listEveryUserQuery(tenant: string, userId: string): Promise<QueryRecord[]> {
  const records: QueryRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :user',
        ExpressionAttributeValues: { ':user': keys.userQueries(tenant, userId).gsi1pk },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const parsed = QueryRecord.safeParse(item);
      if (parsed.success) records.push(parsed.data);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return records;
}

/**
 * The queries the caller may list: their own, or every user's for a holder of `all_query_access`. A user's queries
 * are one index partition keyed by their `sub` (the local identity's user id), so "every user's" reads the
 * tenant's users' partitions.
 */
export async function visibleQueries(access: CallerAccess, users: readonly ManagedUser[]): Promise<QueryRecord[]> {
  const { tenant, sub } = access.claims;
  if (!canSeeAllQueries(access)) return listEveryUserQuery(tenant, sub);
  const subs = new Set([sub, ...users.map((user) => String(user.id))]);
  const lists = await Promise.all([...subs].map((userId) => listEveryUserQuery(tenant, userId)));
  return lists.flat();
}
