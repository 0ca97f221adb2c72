import type { UseRemoteChoices } from '../lists/index.ts';
import { useGetRlsRelatedQuery, type RlsRelatedColumn } from './api.ts';

/** The choices of one related column whose name holds `search`, as the remote selects read them. */
function useRelatedChoices(column: RlsRelatedColumn, search: string): ReturnType<UseRemoteChoices> {
  const related = useGetRlsRelatedQuery({ column, search });
  return { data: related.data, isFetching: related.isFetching, isError: related.isError };
}

/** The datasets a rule may name (`schema.table_name`), searched by name. */
export const useDatasetChoices: UseRemoteChoices = (search) => useRelatedChoices('tables', search);

/** The roles a rule may name, searched by name. */
export const useRoleChoices: UseRemoteChoices = (search) => useRelatedChoices('roles', search);
