import { Group } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import type { CurrentUser } from '#shared/web-api/security.ts';
import { MAIN_NAV_ITEMS } from './nav-items.ts';
import classes from './top-nav.module.css';
import { UserMenu } from './user-menu.tsx';

/** The bar on top of every signed-in screen: brand, main navigation, user menu. */
export function TopNav({ user }: { user: CurrentUser }) {
  return (
    <Group className={classes.bar} justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Link to="/" className={classes.brand}>
          Skyset
        </Link>
        <nav aria-label="Main">
          <Group gap={4} wrap="nowrap">
            {MAIN_NAV_ITEMS.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.link}>
                {item.label}
              </NavLink>
            ))}
          </Group>
        </nav>
      </Group>
      <UserMenu user={user} />
    </Group>
  );
}
