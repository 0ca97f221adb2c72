import { choiceFilter, flagFilter, listUrlCodec, urlId } from '../lists/index.ts';
import { DASHBOARD_LIST, type DashboardListState } from './list-state.ts';

/**
 * The dashboard list's state in the URL, in Superset's ListView parameters: its filters under Superset's keys
 * (`(owners:(label:'Ann Lee',value:3),published:(label:Published,value:!t),dashboard_title:sales)`), so a list link
 * copied from Superset opens the same view.
 */
export const DASHBOARD_LIST_URL = listUrlCodec<DashboardListState>(DASHBOARD_LIST, 'dashboard_title', [
  choiceFilter('owners', 'owner', urlId),
  choiceFilter('created_by', 'createdBy', urlId),
  flagFilter('published', 'published', ['Published', 'Draft']),
  flagFilter('favorite', 'favorite'),
  flagFilter('certified', 'certified'),
]);

/** Reads the list state from the page's query string. */
export const listStateFromSearch = DASHBOARD_LIST_URL.fromSearch;

/** Writes the list state as a query string (`?filters=(...)&pageIndex=1`, or '' for the defaults). */
export const listStateToSearch = DASHBOARD_LIST_URL.toSearch;
