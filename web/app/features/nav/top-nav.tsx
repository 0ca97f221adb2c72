import { Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '#shared/web-api/security.ts';
import { useGetMyRolesQuery } from '../auth/index.ts';
import { BrandLink } from './brand-link.tsx';
import { grantedNavItems, isInSection, MAIN_NAV_ITEMS } from './nav-items.ts';
import classes from './top-nav.module.css';
import { UserMenu } from './user-menu.tsx';

/**
 * The bar on top of every signed-in screen: the tenant's brand, the main destinations the user may open (from their
 * roles, the same request the screens that ask permissions share), user menu.
 */
export function TopNav({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const roles = useGetMyRolesQuery();
  const items = grantedNavItems(MAIN_NAV_ITEMS, roles.data?.roles);
  return (
    <Group className={classes.bar} justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <BrandLink />
        <nav aria-label="Main">
          <Group gap={4} wrap="nowrap">
            {items.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className={classes.link}
                aria-current={isInSection(item, pathname) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            ))}
          </Group>
        </nav>
      </Group>
      <UserMenu user={user} />
    </Group>
  );
}
