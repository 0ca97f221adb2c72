import { describe, expect, it } from 'vitest';
import { canEditDataset } from '../../../../../web/app/features/auth/dataset-permission.ts';

describe('canEditDataset', () => {
  const writer = { Alpha: [['can_write', 'Dataset'] as [string, string]] };
  it.each([
    ['an Admin, owner or not', { Admin: [] }, 9, [1], true],
    ['an owner who may write datasets', writer, 1, [1, 2], true],
    ['a writer who owns nothing', writer, 3, [1, 2], false],
    ['an owner without can_write', { Gamma: [['can_read', 'Dataset'] as [string, string]] }, 1, [1], false],
    ['nobody until the user is known', writer, undefined, [1], false],
  ])('%s', (_case, roles, userId, owners, expected) => {
    // Arrange, Act, Assert
    expect(canEditDataset(roles, userId, owners)).toBe(expected);
  });
});
