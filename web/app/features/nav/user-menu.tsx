import { Button, Menu, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CurrentUser } from '#shared/web-api/security.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { LOGIN_PATH } from '../../core/http/login-paths.ts';
import { logOut, useGetMyRolesQuery } from '../auth/index.ts';
import { useToasts } from '../toasts/index.ts';
import {
  grantedNavItems,
  MANAGE_NAV_ITEMS,
  type ManageNavItem,
  SECURITY_NAV_ITEMS,
  USER_INFO_PATH,
} from './nav-items.ts';
import { ThemeModeMenu } from './theme-mode-menu.tsx';

/** The name to show for a user: full name when known, else the username. */
export function displayName(user: CurrentUser): string {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return fullName === '' ? user.username : fullName;
}

/** The user's roles, fetched the first time the menu opens; a failure is a toast, the menu still works. */
function useRolesOnDemand(wanted: boolean) {
  const { addDangerToast } = useToasts();
  const roles = useGetMyRolesQuery(undefined, { skip: !wanted });
  useEffect(() => {
    if (roles.isError) addDangerToast(errorSummary(roles.error), { noDuplicate: true });
  }, [addDangerToast, roles.isError, roles.error]);
  return roles;
}

/** One titled section of Settings screens, when the user may open any of them. */
function MenuSection({ label, items }: { label: string; items: readonly ManageNavItem[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{label}</Menu.Label>
      {items.map((item) => (
        <Menu.Item key={item.to} component={Link} to={item.to}>
          {item.label}
        </Menu.Item>
      ))}
    </>
  );
}

/**
 * The signed-in user's menu (Superset's Settings menu): who they are, their roles, the Manage and Security screens,
 * Info, Logout and the theme (light, dark or the system's).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [rolesWanted, setRolesWanted] = useState(false);
  const roles = useRolesOnDemand(rolesWanted);
  // Superset's Settings > Manage entries the user's roles reach; none until the roles are known.
  const granted = (items: readonly ManageNavItem[]) => grantedNavItems(items, roles.data?.roles);

  const handleLogout = () => {
    logOut();
    void navigate(LOGIN_PATH);
  };

  return (
    <Menu position="bottom-end" width={240} onOpen={() => setRolesWanted(true)}>
      <Menu.Target>
        <Button variant="subtle" color="gray" aria-label="User menu">
          {displayName(user)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as {user.username}</Menu.Label>
        <Text size="xs" c="dimmed" px="sm" pb="xs">
          {roles.data === undefined
            ? roles.isFetching && 'Loading roles…'
            : `Roles: ${Object.keys(roles.data.roles).join(', ') || 'none'}`}
        </Text>
        <MenuSection label="Manage" items={granted(MANAGE_NAV_ITEMS)} />
        <MenuSection label="Security" items={granted(SECURITY_NAV_ITEMS)} />
        <Menu.Divider />
        <Menu.Label>User</Menu.Label>
        <Menu.Item component={Link} to={USER_INFO_PATH}>
          Info
        </Menu.Item>
        <Menu.Item onClick={handleLogout}>Logout</Menu.Item>
        <Menu.Divider />
        <ThemeModeMenu />
      </Menu.Dropdown>
    </Menu>
  );
}
