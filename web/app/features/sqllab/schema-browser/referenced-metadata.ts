import { shallowEqual } from 'react-redux';
import { useEffect, useMemo } from 'react';
import { type RootState, useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { databasesApi, type TableArgs, type TableMetadata } from '../../databases/index.ts';

const argsKey = (args: readonly TableArgs[]): string =>
  JSON.stringify(args.map(({ dbId, catalog, schema, table }) => [dbId, catalog, schema, table]));

/**
 * The metadata of each table in `wanted`, fetched through RTK Query (so each table is asked for once and shared with
 * the left bar's table entries) while the caller needs it. Answers null for a table not read yet or not found.
 */
export function useTablesMetadata(wanted: readonly TableArgs[]): (TableMetadata | null)[] {
  const dispatch = useAppDispatch();
  const key = argsKey(wanted);
  // The key stands for `wanted`: a new array of the same tables must not refetch.
  const stable = useMemo(() => JSON.parse(key) as [number, string | null, string, string][], [key]);
  useEffect(() => {
    const subscriptions = stable.map(([dbId, catalog, schema, table]) =>
      dispatch(databasesApi.endpoints.tableMetadata.initiate({ dbId, catalog, schema, table })),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, stable]);
  return useAppSelector(
    (state: RootState) =>
      stable.map(
        ([dbId, catalog, schema, table]) =>
          databasesApi.endpoints.tableMetadata.select({ dbId, catalog, schema, table })(state).data ?? null,
      ),
    shallowEqual,
  );
}
