import { useState } from 'react';
import { useToasts } from '../toasts/index.ts';
import { deleteOneByOne, oneByOneMessages, type DeleteWords, type OneByOneOutcome } from './delete-one-by-one.ts';

/**
 * A bulk delete behind Superset's confirmation, for a resource deleted one request per item: the selection waits for
 * the confirmation, then each item is deleted in turn. What went is a success toast; what was refused stays on screen
 * (a toast that does not fade) naming each item and the server's reason, so a partial failure is never silent.
 */
export function useOneByOneDelete<T>(remove: (item: T) => Promise<unknown>, words: DeleteWords<T>) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [pending, setPending] = useState<readonly T[] | null>(null);
  const [deleting, setDeleting] = useState(false);

  /** Runs the confirmed delete and says how it went. */
  const confirm = async (): Promise<OneByOneOutcome<T>> => {
    const items = pending ?? [];
    setDeleting(true);
    const outcome = await deleteOneByOne(items, remove);
    setDeleting(false);
    setPending(null);
    const { success, failure } = oneByOneMessages(outcome, words);
    if (success) addSuccessToast(success);
    if (failure) addDangerToast(failure, { duration: 0 });
    return outcome;
  };

  return {
    pending,
    deleting,
    ask: (items: readonly T[]) => setPending(items),
    cancel: () => setPending(null),
    confirm,
  };
}
