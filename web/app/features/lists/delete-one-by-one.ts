import { errorSummary } from '../../core/describe-error.ts';

/** One item a bulk delete could not delete, and the server's reason in words. */
export interface FailedDelete<T> {
  item: T;
  reason: string;
}

/** What a one-by-one bulk delete did: the items gone, and the ones refused with why. */
export interface OneByOneOutcome<T> {
  deleted: T[];
  failed: FailedDelete<T>[];
}

/**
 * Deletes `items` one request at a time, for resources whose API has no bulk delete (users, roles). A refusal does
 * not stop the rest: each item's outcome is kept, so the caller can say exactly which were not deleted and why.
 * One at a time, because a later refusal may depend on an earlier delete (the last active Admin).
 */
export async function deleteOneByOne<T>(
  items: readonly T[],
  remove: (item: T) => Promise<unknown>,
): Promise<OneByOneOutcome<T>> {
  const outcome: OneByOneOutcome<T> = { deleted: [], failed: [] };
  for (const item of items) {
    try {
      await remove(item);
      outcome.deleted.push(item);
    } catch (error) {
      outcome.failed.push({ item, reason: errorSummary(error) });
    }
  }
  return outcome;
}

/** How a bulk delete's toasts name the items: one by name, the kind in the singular and plural. */
export interface DeleteWords<T> {
  nameOf: (item: T) => string;
  singular: string;
  plural: string;
}

/** The toasts of a one-by-one bulk delete: a success line for what went, a failure line naming each refusal and why. */
export function oneByOneMessages<T>(
  { deleted, failed }: OneByOneOutcome<T>,
  words: DeleteWords<T>,
): { success?: string; failure?: string } {
  const count = (n: number) => `${n} ${n === 1 ? words.singular : words.plural}`;
  const names = (list: readonly T[]) => list.map(words.nameOf).join(', ');
  const success = deleted.length > 0 ? `Deleted ${count(deleted.length)}: ${names(deleted)}` : undefined;
  const reasons = failed.map(({ item, reason }) => `${words.nameOf(item)} (${reason})`).join('; ');
  const total = deleted.length + failed.length;
  const failure =
    failed.length > 0 ? `${failed.length} of ${count(total)} could not be deleted: ${reasons}` : undefined;
  return { success, failure };
}
