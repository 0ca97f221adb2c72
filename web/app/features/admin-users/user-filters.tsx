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

/** Superset's user filters: user name, role, active. */
export function UserFilters({ state, onChange, onClear }: UserFiltersProps) {
  return (
    <FilterBar label="Filter users" filtered={hasFilters(USER_LIST, state)} onClear={onClear}>
      <SearchBox value={state.search} placeholder="User name" w={240} onCommit={(search, mode) => onChange({ search }, mode)} />
      <RemoteSelect label="Role" w={200} placeholder="All" value={state.role} useChoices={useRoleChoices} onChange={(role) => onChange({ role })} />
      <FlagSelect label="Is active?" w={160} value={state.active} onChange={(active) => onChange({ active })} />
    </FilterBar>
  );
}
