import { describe, expect, it } from 'vitest';
import { dashboardPermissions } from '../../../../../web/app/features/dashboard/permissions.ts';

const EMBEDDER = { Embedder: [['can_set_embedded', 'Dashboard'] as [string, string]] };
const GAMMA = {
  Gamma: [
    ['can_read', 'Dashboard'],
    ['can_write', 'Dashboard'],
  ] as [string, string][],
};

describe('dashboardPermissions: Embed dashboard', () => {
  it.each([
    ['an Admin who does not own the dashboard', { Admin: [] }, 1, [2], true],
    ['an owner granted can_set_embedded on Dashboard', EMBEDDER, 1, [1, 2], true],
    ['a user granted can_set_embedded who does not own the dashboard', EMBEDDER, 1, [2], false],
    ['an owner without can_set_embedded, who may edit it', GAMMA, 1, [1], false],
    ['a user whose id is not known yet', EMBEDDER, undefined, [1], false],
  ])('%s: %s', (_who, roles, userId, owners, expected) => {
    // Act
    const permissions = dashboardPermissions(roles, userId, owners);

    // Assert
    expect(permissions.canSetEmbedded).toBe(expected);
  });
});
