import { describe, expect, it } from 'vitest';
import { canTransition, statesLeadingTo, transition } from '#shared/sqllab/query-state.ts';

describe('the query state machine', () => {
  it.each([
    ['running', 'success', true],
    ['stopped', 'success', false],
    ['stopped', 'failed', false],
    ['pending', 'stopped', true],
    ['running', 'pending', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    // Act / Assert
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('ignores a success that arrives after a stop', () => {
    // Act / Assert
    expect(transition('stopped', 'success')).toBe('stopped');
  });

  it('lists the states a stored record may move to success from: only active ones', () => {
    // Act / Assert
    expect(statesLeadingTo('success')).toEqual(['started', 'pending', 'scheduled', 'running', 'fetching']);
  });
});
