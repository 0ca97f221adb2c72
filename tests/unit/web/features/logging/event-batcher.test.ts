import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBatcher } from '../../../../../web/app/features/logging/event-batcher.ts';

/** Each step adds `add` events (numbered on from the last) then lets `wait` ms pass. */
type Step = { add: number; wait: number };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function run(steps: Step[], maxEvents: number, maxWaitMs: number): number[][] {
  const sent: number[][] = [];
  const batcher = createEventBatcher<number>({ send: (batch) => sent.push(batch), maxEvents, maxWaitMs });
  let next = 1;
  for (const step of steps) {
    for (let index = 0; index < step.add; index += 1) batcher.add(next++);
    vi.advanceTimersByTime(step.wait);
  }
  return sent;
}

describe('createEventBatcher (at most maxEvents, or maxWaitMs after the first event)', () => {
  it.each<{ name: string; steps: Step[]; maxEvents: number; expected: number[][] }>([
    { name: 'nothing added sends nothing', steps: [{ add: 0, wait: 5000 }], maxEvents: 3, expected: [] },
    { name: 'a few events wait for the timer', steps: [{ add: 2, wait: 999 }], maxEvents: 3, expected: [] },
    { name: 'the timer sends them at 1,000 ms', steps: [{ add: 2, wait: 1000 }], maxEvents: 3, expected: [[1, 2]] },
    { name: 'a full batch goes at once', steps: [{ add: 3, wait: 0 }], maxEvents: 3, expected: [[1, 2, 3]] },
    {
      name: 'a full batch, then the rest by timer',
      steps: [{ add: 4, wait: 1000 }],
      maxEvents: 3,
      expected: [[1, 2, 3], [4]],
    },
    {
      name: 'the wait counts from the first event, not the last',
      steps: [
        { add: 1, wait: 600 },
        { add: 1, wait: 400 },
      ],
      maxEvents: 3,
      expected: [[1, 2]],
    },
    {
      name: 'after a send the next event starts a new wait',
      steps: [
        { add: 1, wait: 1000 },
        { add: 1, wait: 999 },
      ],
      maxEvents: 3,
      expected: [[1]],
    },
    {
      name: '1,024 events in one burst are one call',
      steps: [{ add: 1025, wait: 1000 }],
      maxEvents: 1024,
      expected: [Array.from({ length: 1024 }, (_, i) => i + 1), [1025]],
    },
  ])('$name', ({ steps, maxEvents, expected }) => {
    // Act
    const sent = run(steps, maxEvents, 1000);

    // Assert
    expect(sent).toEqual(expected);
  });

  it('flush sends what waits now and cancels the timer', () => {
    // Arrange
    const sent: number[][] = [];
    const batcher = createEventBatcher<number>({ send: (batch) => sent.push(batch), maxEvents: 10, maxWaitMs: 1000 });
    batcher.add(1);

    // Act
    batcher.flush();
    vi.advanceTimersByTime(1000);

    // Assert
    expect(sent).toEqual([[1]]);
  });
});
