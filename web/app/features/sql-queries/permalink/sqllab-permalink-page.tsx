import { Navigate } from 'react-router';
import type { SqlLabPermalinkState } from '#shared/sqllab/tab-state.ts';
import { ErrorPage } from '../../../ui/error-page.tsx';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { describeError } from '../../../core/describe-error.ts';
import { ApiError } from '../../../core/http/api-error.ts';
import { toApiError } from '../../../core/query-error.ts';
import { useGetSqlLabPermalinkQuery } from '../api.ts';

/** What SQL Lab's page reads from router state to open a new tab (the state slice's `requestedQuery`). */
export interface RequestedQuery {
  dbId: number;
  catalog: string | null;
  schema: string | null;
  sql: string;
  name: string;
  templateParams: string | null;
  autorun: boolean;
}

/** The tab a permalink's stored state opens (Superset's `popPermalink`). */
export const requestedQueryOf = (state: SqlLabPermalinkState): RequestedQuery => ({
  dbId: state.dbId,
  catalog: state.catalog ?? null,
  schema: state.schema ?? null,
  sql: state.sql,
  name: state.name,
  templateParams: state.templateParams ?? null,
  autorun: state.autorun ?? false,
});

/** Statuses meaning the link itself is wrong: a key that is malformed (400) or unknown (404). */
const BAD_LINK = new Set([400, 404]);

/**
 * Superset's SQL Lab permalink `/sqllab/p/{key}/`: reads the state the link stored and opens SQL Lab on it as a new
 * tab (router state, the address replaced so Back does not reopen it). A link that leads nowhere says so plainly.
 */
export function SqlLabPermalinkPage({ permalinkKey }: { permalinkKey: string }) {
  const permalink = useGetSqlLabPermalinkQuery(permalinkKey);
  if (permalink.data)
    return <Navigate to="/sqllab/" replace state={{ requestedQuery: requestedQueryOf(permalink.data) }} />;
  if (!permalink.isError) return <FullPageLoader label="Opening the shared query…" />;
  const error = toApiError(permalink.error);
  if (error instanceof ApiError && BAD_LINK.has(error.status)) {
    return (
      <ErrorPage
        title="Shared query not found"
        status={error.status}
        message={
          'This SQL Lab link does not lead to a shared query. It may have been copied incompletely, or it was made for another workspace.'
        }
      />
    );
  }
  return <ErrorPage {...describeError(error)} />;
}
