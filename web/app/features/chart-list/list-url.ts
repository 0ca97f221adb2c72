import { choiceFilter, flagFilter, listUrlCodec, urlId, urlText } from '../lists/index.ts';
import { CHART_LIST, type ChartListState } from './list-state.ts';

/**
 * The chart list's state in the URL, in Superset's ListView parameters: its filters under Superset's keys
 * (`(viz_type:(label:'Pie Chart',value:pie),slice_name:sales)`), so a list link copied from Superset opens the same view.
 */
export const CHART_LIST_URL = listUrlCodec<ChartListState>(CHART_LIST, 'slice_name', [
  choiceFilter('viz_type', 'vizType', urlText.min(1)),
  choiceFilter('datasource_id', 'dataset', urlId),
  choiceFilter('owners', 'owner', urlId),
  choiceFilter('dashboards', 'dashboard', urlId),
  choiceFilter('changed_by', 'modifiedBy', urlId),
  flagFilter('favorite', 'favorite'),
  flagFilter('certified', 'certified'),
]);

/** Reads the list state from the page's query string. */
export const listStateFromSearch = CHART_LIST_URL.fromSearch;

/** Writes the list state as a query string (`?filters=(...)&pageIndex=1`, or '' for the defaults). */
export const listStateToSearch = CHART_LIST_URL.toSearch;
