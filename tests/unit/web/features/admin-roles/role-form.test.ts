import { describe, expect, it } from 'vitest';
import { permissionGroups, permissionLabel } from '../../../../../web/app/features/admin-roles/permission-options.ts';
import { idsChanged, validateRole } from '../../../../../web/app/features/admin-roles/role-form.ts';

const pair = (id: number, permission: string, view: string) => ({
  id,
  permission: { name: permission },
  view_menu: { name: view },
});

describe('role form', () => {
  it.each([
    ['a plain name', 'birth_names_reader', {}],
    ['an empty name', '  ', { name: 'This field is required' }],
    [
      'a name with a space',
      'data readers',
      { name: 'Role names are letters, digits and _ . : @ + = - (no spaces or commas)' },
    ],
    ['a name with a comma', 'a,b', { name: 'Role names are letters, digits and _ . : @ + = - (no spaces or commas)' }],
  ])('validates %s', (_what, name, expected) => {
    // Act
    const errors = validateRole({ name, pairIds: [], userIds: [] });

    // Assert
    expect(errors).toEqual(expected);
  });

  it.each([
    ['the same pairs in another order', ['2', '1'], [1, 2], false],
    ['one pair more', ['1', '2', '3'], [1, 2], true],
    ['one pair swapped', ['1', '3'], [1, 2], true],
    ['nothing before and after', [], [], false],
  ])('tells whether the picked ids changed: %s', (_what, picked, current, expected) => {
    // Act
    const changed = idsChanged(picked, current);

    // Assert
    expect(changed).toBe(expected);
  });

  it("words a pair as Flask-AppBuilder's screens do", () => {
    // Act
    const label = permissionLabel(pair(9, 'datasource_access', '[examples].[birth_names](id:1)'));

    // Assert
    expect(label).toBe('datasource access on [examples].[birth_names](id:1)');
  });

  it('groups data access first by kind, then the other pairs by view, each sorted', () => {
    // Arrange
    const pairs = [
      pair(1, 'can_write', 'Chart'),
      pair(2, 'datasource_access', '[examples].[video_game_sales](id:3)'),
      pair(3, 'can_read', 'Chart'),
      pair(4, 'database_access', '[examples].(id:1)'),
      pair(5, 'datasource_access', '[examples].[birth_names](id:1)'),
      pair(6, 'can_read', 'Dataset'),
    ];

    // Act
    const groups = permissionGroups(pairs);

    // Assert
    expect(groups).toEqual([
      { group: 'Data access: databases', items: [{ value: '4', label: 'database access on [examples].(id:1)' }] },
      {
        group: 'Data access: datasets',
        items: [
          { value: '5', label: 'datasource access on [examples].[birth_names](id:1)' },
          { value: '2', label: 'datasource access on [examples].[video_game_sales](id:3)' },
        ],
      },
      {
        group: 'Chart',
        items: [
          { value: '3', label: 'can read on Chart' },
          { value: '1', label: 'can write on Chart' },
        ],
      },
      { group: 'Dataset', items: [{ value: '6', label: 'can read on Dataset' }] },
    ]);
  });
});
