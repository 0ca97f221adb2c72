import type { SQSBatchResponse } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { batchOutcomeOf } from '#infra/local/queue/batch-outcome.ts';

const ids = ['a', 'b', 'c'];
const fulfilled = (value: SQSBatchResponse | void): PromiseSettledResult<SQSBatchResponse | void> => ({
  status: 'fulfilled',
  value,
});

describe('batchOutcomeOf', () => {
  it('treats a void result as success for every message', () => {
    // Arrange
    const result = fulfilled(undefined);

    // Act
    const outcome = batchOutcomeOf(ids, result);

    // Assert
    expect(outcome).toEqual({ failedIds: new Set() });
  });

  it('fails only the listed identifiers', () => {
    // Arrange
    const result = fulfilled({ batchItemFailures: [{ itemIdentifier: 'b' }] });

    // Act
    const outcome = batchOutcomeOf(ids, result);

    // Assert
    expect(outcome).toEqual({ failedIds: new Set(['b']) });
  });

  it('fails the whole batch when the consumer threw', () => {
    // Arrange
    const result: PromiseSettledResult<SQSBatchResponse | void> = { status: 'rejected', reason: new Error('boom') };

    // Act
    const outcome = batchOutcomeOf(ids, result);

    // Assert
    expect(outcome).toEqual({ failedIds: new Set(ids), wholeBatchReason: 'boom' });
  });

  it('fails the whole batch when an identifier is not in the batch', () => {
    // Arrange
    const result = fulfilled({ batchItemFailures: [{ itemIdentifier: 'a' }, { itemIdentifier: 'zzz' }] });

    // Act
    const outcome = batchOutcomeOf(ids, result);

    // Assert
    expect(outcome).toEqual({ failedIds: new Set(ids), wholeBatchReason: 'invalid itemIdentifier "zzz"' });
  });

  it('fails the whole batch when batchItemFailures is not an array', () => {
    // Arrange
    const result = fulfilled({ batchItemFailures: 'b' } as unknown as SQSBatchResponse);

    // Act
    const outcome = batchOutcomeOf(ids, result);

    // Assert
    expect(outcome).toEqual({ failedIds: new Set(ids), wholeBatchReason: 'batchItemFailures is not an array' });
  });
});
