import { Button, Menu, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '#shared/web-api/security.ts';
import { getMyRoles, logOut } from '../../api/security.ts';
import { useBackgroundRequest } from '../../hooks/use-background-request.ts';
import { LOGIN_PATH } from '../../lib/login-paths.ts';

/** The name to show for a user: full name when known, else the username. */
export function displayName(user: CurrentUser): string {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return fullName === '' ? user.username : fullName;
}

/** The signed-in user's menu: who they are, their roles (fetched on first open) and Logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [rolesWanted, setRolesWanted] = useState(false);
  const loadRoles = useCallback((signal: AbortSignal) => getMyRoles(signal), []);
  const roles = useBackgroundRequest(rolesWanted ? loadRoles : null);

  const handleLogout = () => {
    logOut();
    navigate(LOGIN_PATH);
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
            ? roles.loading && 'Loading roles…'
            : `Roles: ${Object.keys(roles.data.roles).join(', ') || 'none'}`}
        </Text>
        <Menu.Divider />
        <Menu.Item onClick={handleLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
