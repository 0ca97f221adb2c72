import { describe, expect, it } from 'vitest';
import { RLS_VIEW } from '../../../../../shared/api/row-level-security.ts';
import { THEME_VIEW } from '../../../../../shared/api/theme.ts';
import {
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

describe('the Manage section', () => {
  it("shows Themes at Superset's URL to those who may change themes (every user reads the system one)", () => {
    // Act
    const item = MANAGE_NAV_ITEMS.find((entry) => entry.label === 'Themes');

    // Assert
    expect(item).toEqual({ label: 'Themes', to: '/theme/list/', permission: ['can_write', THEME_VIEW] });
  });
});
