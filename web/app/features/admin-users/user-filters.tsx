import { FilterBar, FlagSelect, hasFilters, RemoteSelect, SearchBox, type UpdateListState } from '../lists/index.ts';
import { useGetAllRolesQuery } from './api.ts';
import { USER_LIST, type UserListState } from './user-list-state.ts';

/** The roles whose name holds `search`, from the one list of every role (a tenant has few). */
function useRoleChoices(search: string) {
  const roles = useGetAllRolesQuery();
  const wanted = search.trim().toLowerCase();
  const data = roles.data
    ?.filter((role) => role.name.toLowerCase().includes(wanted))
    .map((role) => ({ value: role.id, label: role.name }));
  return { data, isFetching: roles.isFetching, isError: roles.isError };
}

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface UserFiltersProps {
  state: UserListState;
  onChange: UpdateListState<UserListState>;
  onClear: () => void;
}

/** Text the state keeps for a filter box: none when the box is emptied. */
const typed = (text: string) => (text.trim() === '' ? undefined : text);

/** Superset's user filters: first name, last name, user name, e-mail, active and role. */
export function UserFilters({ state, onChange, onClear }: UserFiltersProps) {
  return (
    <FilterBar label="Filter users" filtered={hasFilters(USER_LIST, state)} onClear={onClear}>
      <SearchBox
        label="First name"
        value={state.firstName ?? ''}
        placeholder="Type a value"
        w={180}
        onCommit={(text, mode) => onChange({ firstName: typed(text) }, mode)}
      />
      <SearchBox
        label="Last name"
        value={state.lastName ?? ''}
        placeholder="Type a value"
        w={180}
        onCommit={(text, mode) => onChange({ lastName: typed(text) }, mode)}
      />
      <SearchBox
        label="User name"
        value={state.search}
        placeholder="Type a value"
        w={180}
        onCommit={(search, mode) => onChange({ search }, mode)}
      />
      <SearchBox
        label="Email"
        value={state.email ?? ''}
        placeholder="Type a value"
        w={220}
        onCommit={(text, mode) => onChange({ email: typed(text) }, mode)}
      />
      <RemoteSelect
        label="Role"
        w={180}
        placeholder="All"
        value={state.role}
        useChoices={useRoleChoices}
        onChange={(role) => onChange({ role })}
      />
      <FlagSelect label="Is active?" w={140} value={state.active} onChange={(active) => onChange({ active })} />
    </FilterBar>
  );
}
