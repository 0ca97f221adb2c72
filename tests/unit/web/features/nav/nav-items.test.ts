import { describe, expect, it } from 'vitest';
import { RLS_VIEW } from '../../../../../shared/api/row-level-security.ts';
import { THEME_VIEW } from '../../../../../shared/api/theme.ts';
import {
  grantedNavItems,
  isInSection,
  MAIN_NAV_ITEMS,
  MANAGE_NAV_ITEMS,
  SECURITY_NAV_ITEMS,
} from '../../../../../web/app/features/nav/nav-items.ts';

/** The main navigation item shown as current on each screen, as Superset's menu highlights its sections. */
const currentItem = (pathname: string) =>
  MAIN_NAV_ITEMS.filter((item) => isInSection(item, pathname)).map((item) => item.label);

describe('the main navigation marks the section of the screen', () => {
  it.each([
    ['/dashboard/list/', ['Dashboards']],
    ['/chart/list/', ['Charts']],
    ['/tablemodelview/list/', ['Datasets']],
    ['/dataset/add/', ['Datasets']],
    ['/sqllab/', ['SQL Lab']],
    ['/sqllab/history/', ['SQL Lab']],
    ['/savedqueryview/list/', ['SQL Lab']],
    ['/report/list/', ['Reports']],
    ['/alert/list/', ['Reports']],
    ['/alert/3/log/', ['Reports']],
    ['/report/7/log/', ['Reports']],
    ['/list_users/', []],
    ['/superset/welcome/', []],
  ])('%s -> %j', (pathname, expected) => {
    // Act / Assert
    expect(currentItem(pathname)).toEqual(expected);
  });
});

describe('the Security section', () => {
  it("shows Row Level Security at Superset's URL to those who may read the rules' view", () => {
    // Act
    const item = SECURITY_NAV_ITEMS.find((entry) => entry.label === 'Row Level Security');

    // Assert
    expect(item).toEqual({
      label: 'Row Level Security',
      to: '/rowlevelsecurity/list/',
      permission: ['can_read', RLS_VIEW],
    });
  });
});

/** Pairs of Superset's Gamma as Skyset grants them: reads dashboards, charts and datasets; no SQL Lab, no reports. */
const GAMMA = [
  ['can_read', 'Dashboard'],
  ['can_read', 'Chart'],
  ['can_read', 'Dataset'],
  ['can_write', 'Dashboard'],
] as [string, string][];

describe('the main navigation shows what the user may open', () => {
  it.each([
    ['Admin, who holds every pair', { Admin: [] }, ['Dashboards', 'Charts', 'Datasets', 'SQL Lab', 'Reports']],
    ['Gamma', { Gamma: GAMMA }, ['Dashboards', 'Charts', 'Datasets']],
    [
      'Gamma and sql_lab',
      { Gamma: GAMMA, sql_lab: [['can_read', 'SQLLab']] as [string, string][] },
      ['Dashboards', 'Charts', 'Datasets', 'SQL Lab'],
    ],
    ['a role reading reports alone', { reporter: [['can_read', 'ReportSchedule']] as [string, string][] }, ['Reports']],
    ['a role granting nothing', { empty: [] }, []],
  ])('%s', (_who, roles, expected) => {
    // Act
    const labels = grantedNavItems(MAIN_NAV_ITEMS, roles).map((item) => item.label);

    // Assert
    expect(labels).toEqual(expected);
  });

  it('shows nothing while the roles are not known, and keeps items that ask no permission', () => {
    // Arrange
    const items = [{ label: 'Anyone', to: '/anyone/' }, ...MAIN_NAV_ITEMS];

    // Act
    const [unknown, none] = [grantedNavItems(items, undefined), grantedNavItems(items, {})];

    // Assert
    expect([unknown.map((item) => item.label), none.map((item) => item.label)]).toEqual([[], ['Anyone']]);
  });
});

describe('the Manage section', () => {
  it("shows Themes at Superset's URL to those who may change themes (every user reads the system one)", () => {
    // Act
    const item = MANAGE_NAV_ITEMS.find((entry) => entry.label === 'Themes');

    // Assert
    expect(item).toEqual({ label: 'Themes', to: '/theme/list/', permission: ['can_write', THEME_VIEW] });
  });
});
