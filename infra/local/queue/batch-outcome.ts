import type { SQSBatchResponse } from 'aws-lambda';

/** Which messages of a delivered batch failed, and why when the whole batch did. */
export interface BatchOutcome {
  failedIds: ReadonlySet<string>;
  /** Set when the whole batch failed: the error message or the malformed response. */
  wholeBatchReason?: string;
}

const allFailed = (batchIds: readonly string[], reason: string): BatchOutcome => ({
  failedIds: new Set(batchIds),
  wholeBatchReason: reason,
});

/**
 * Read a consumer's result with Lambda's `ReportBatchItemFailures` semantics: no response, no or an empty
 * `batchItemFailures` means success; listed identifiers failed; a thrown error, a non-array
 * `batchItemFailures` or an identifier that is empty or not in the batch fails the whole batch.
 */
export function batchOutcomeOf(
  batchIds: readonly string[],
  result: PromiseSettledResult<SQSBatchResponse | void>,
): BatchOutcome {
  if (result.status === 'rejected') return allFailed(batchIds, errorMessageOf(result.reason));
  const failures = (result.value as Partial<SQSBatchResponse> | undefined | null)?.batchItemFailures;
  if (failures === undefined || failures === null) return { failedIds: new Set() };
  if (!Array.isArray(failures)) return allFailed(batchIds, 'batchItemFailures is not an array');
  const failedIds = new Set<string>();
  for (const failure of failures as unknown[]) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !batchIds.includes(id))
      return allFailed(batchIds, `invalid itemIdentifier ${JSON.stringify(id)}`);
    failedIds.add(id);
  }
  return { failedIds };
}

function errorMessageOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}
