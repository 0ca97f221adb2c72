import { describe, expect, it } from 'vitest';
import { type RowFilterSubject, rowFilterGroups } from '#functions/lib/auth/row-level-security.ts';
import type { RlsFilterRecord } from '#functions/lib/records/rls-schema.ts';

const DATASET = 7;
const FINANCE = 11;
const MARKETING = 12;
const ADMIN = 1;

let nextId = 1;
function filter(fields: Partial<RlsFilterRecord> & Pick<RlsFilterRecord, 'clause'>): RlsFilterRecord {
  return {
    id: nextId++,
    name: fields.clause,
    filter_type: 'Regular',
    tables: [DATASET],
    roles: [],
    group_key: null,
    description: null,
    created_on: '2026-01-01T00:00:00.000Z',
    changed_on: '2026-01-01T00:00:00.000Z',
    created_by_fk: 1,
    changed_by_fk: 1,
    version: 1,
    ...fields,
  };
}

const finance = filter({ clause: "department = 'Finance'", roles: [FINANCE], group_key: 'department' });
const marketing = filter({ clause: "department = 'Marketing'", roles: [MARKETING], group_key: 'department' });
const europe = filter({ clause: "region = 'Europe'", roles: [FINANCE, MARKETING], group_key: 'region' });
const ownRows = filter({ clause: "owner = '{{ current_username() }}'", roles: [FINANCE] });
const nothingButAdmins = filter({ clause: '1 = 0', filter_type: 'Base', roles: [ADMIN] });
const otherDataset = filter({ clause: 'x = 1', roles: [FINANCE], tables: [DATASET + 1] });
const ALL = [finance, marketing, europe, ownRows, nothingButAdmins, otherDataset];

describe('rowFilterGroups', () => {
  it.each<[string, RowFilterSubject, string[][]]>([
    ['a caller in no role of any filter gets the Base filters only', { roleIds: [99] }, [['1 = 0']]],
    ['an Admin listed on a Base filter is exempt from it, and from nothing else', { roleIds: [ADMIN] }, []],
    [
      'a Finance member gets the department group, the region group and the ungrouped filter, ANDed, plus the Base one',
      { roleIds: [FINANCE] },
      [["department = 'Finance'"], ["region = 'Europe'"], ["owner = '{{ current_username() }}'"], ['1 = 0']],
    ],
    [
      'a member of both departments gets both department clauses ORed in one group',
      { roleIds: [FINANCE, MARKETING, ADMIN] },
      [
        ["department = 'Finance'", "department = 'Marketing'"],
        ["region = 'Europe'"],
        ["owner = '{{ current_username() }}'"],
      ],
    ],
    [
      "a guest token's rules are ANDed after the filters: one naming the dataset and one naming none",
      {
        roleIds: [ADMIN],
        guestRules: [
          { clause: "customer = 'acme'", dataset: DATASET },
          { clause: 'year > 2000' },
          { clause: 'not this dataset', dataset: DATASET + 5 },
        ],
      },
      [["customer = 'acme'"], ['year > 2000']],
    ],
  ])('%s', (_case, subject, expected) => {
    // Act
    const groups = rowFilterGroups(ALL, DATASET, subject);

    // Assert
    expect(groups).toEqual(expected);
  });

  it('applies nothing to a dataset no filter names', () => {
    // Act
    const groups = rowFilterGroups(
      ALL.filter((entry) => entry.filter_type === 'Regular'),
      999,
      { roleIds: [FINANCE] },
    );

    // Assert
    expect(groups).toEqual([]);
  });

  it('orders groups by filter id whatever order the store answers in, so SQL and cache keys are stable', () => {
    // Act
    const forwards = rowFilterGroups(ALL, DATASET, { roleIds: [FINANCE, MARKETING] });
    const backwards = rowFilterGroups([...ALL].reverse(), DATASET, { roleIds: [FINANCE, MARKETING] });

    // Assert
    expect(backwards).toEqual(forwards);
  });

  it('treats a blank group key as no group', () => {
    // Arrange
    const blank = [
      filter({ clause: 'a = 1', roles: [FINANCE], group_key: ' ' }),
      filter({ clause: 'b = 1', roles: [FINANCE], group_key: '' }),
    ];

    // Act
    const groups = rowFilterGroups(blank, DATASET, { roleIds: [FINANCE] });

    // Assert
    expect(groups).toEqual([['a = 1'], ['b = 1']]);
  });
});
