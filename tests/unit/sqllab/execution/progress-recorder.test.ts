import { describe, expect, it } from 'vitest';
import { progressText } from '#functions/sqllab/execution/progress-recorder.ts';

describe('progressText', () => {
  it.each([
    [{ engineQueryId: 'exec-1' }, undefined],
    [{ engineQueryId: 'exec-1', state: 'QUEUED' }, 'QUEUED'],
    [{ engineQueryId: 'exec-1', state: 'RUNNING', bytesScanned: 3 * 1024 ** 3 }, 'RUNNING, 3.0 GB scanned'],
  ])('words %j as %s', (progress, text) => {
    // Act / Assert
    expect(progressText(progress)).toBe(text);
  });
});
