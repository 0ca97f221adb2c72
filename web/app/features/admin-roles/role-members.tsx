import { Anchor, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorSummary } from '../../core/describe-error.ts';
import { useGetRoleMembersQuery } from './api.ts';

/**
 * The users holding a role (UserApi filtered by role). Membership is changed on each user (List Users > Edit user):
 * the API has no call that sets a role's users in one go.
 */
export function RoleMembers({ roleId }: { roleId: number }) {
  const members = useGetRoleMembersQuery(roleId);
  if (members.isLoading) return <Loader size="sm" aria-label="Loading users" />;
  if (members.isError) return <Text c="red" size="sm">{errorSummary(members.error)}</Text>;
  const users = members.data ?? [];
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {users.length === 0 ? 'No user holds this role.' : `${users.length} ${users.length === 1 ? 'user holds' : 'users hold'} this role.`}{' '}
        Give or take it on each user in <Anchor component={Link} to="/list_users/">List Users</Anchor>.
      </Text>
      {users.length > 0 && (
        <Table striped aria-label="Users in this role">
          <Table.Thead>
            <Table.Tr><Table.Th>User name</Table.Th><Table.Th>Name</Table.Th><Table.Th>Email</Table.Th><Table.Th>Active</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.username}</Table.Td>
                <Table.Td>{`${user.first_name} ${user.last_name}`.trim()}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td><Group>{user.active ? <Badge color="green" variant="light">Yes</Badge> : <Badge color="gray" variant="light">No</Badge>}</Group></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
