import { useState } from 'react';
import type { RlsListItem } from '#shared/api/row-level-security.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import { useDeleteRlsRuleMutation, useDeleteRlsRulesMutation } from './api.ts';

/** Rules waiting for the delete confirmation: one from its row, or a bulk selection. */
interface PendingDelete {
  rules: readonly RlsListItem[];
  bulk: boolean;
}

/** The confirmation's question for what waits, in Superset's words. */
const questionOf = ({ rules, bulk }: PendingDelete): string =>
  bulk ? 'Are you sure you want to delete the selected rules?' : `Are you sure you want to delete ${rules[0]?.name}?`;

/**
 * Deleting rules behind Superset's "Please confirm" (type DELETE): one rule through `DELETE /{pk}`, a selection in
 * one request through the bulk delete; each outcome a toast in Superset's words.
 */
export function useRuleDeletes() {
  const [deleteOne, one] = useDeleteRlsRuleMutation();
  const [deleteMany, many] = useDeleteRlsRulesMutation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [pending, setPending] = useState<PendingDelete | null>(null);

  /** Runs the confirmed delete, then closes the confirmation; true when the rules are gone. */
  const confirm = async (): Promise<boolean> => {
    if (pending === null) return false;
    const { rules, bulk } = pending;
    const [single] = rules;
    let deleted = false;
    try {
      if (!bulk && single !== undefined) {
        await deleteOne(single.id).unwrap();
        addSuccessToast(`Deleted ${single.name}`);
      } else {
        addSuccessToast(await deleteMany(rules.map((rule) => rule.id)).unwrap());
      }
      deleted = true;
    } catch (error) {
      const what = !bulk && single !== undefined ? single.name : 'rules';
      addDangerToast(`There was an issue deleting ${what}: ${errorSummary(error)}`);
    }
    setPending(null);
    return deleted;
  };

  return {
    question: pending === null ? null : questionOf(pending),
    deleting: one.isLoading || many.isLoading,
    askOne: (rule: RlsListItem) => setPending({ rules: [rule], bulk: false }),
    askSelected: (rules: readonly RlsListItem[]) => setPending({ rules, bulk: true }),
    cancel: () => setPending(null),
    confirm,
  };
}
