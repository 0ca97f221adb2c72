/**
 * What every list screen (charts, dashboards, annotation layers) does the same way, parameterised by the list's item
 * type, its Superset resource, its columns and its words: the state in the URL, the query, the table, cards' shared
 * pieces, paging, filters, bulk select, favourites and deletes, empty, loading and failed states, and form parts.
 */
export {
  useDeleteListItemMutation,
  useDeleteListItemsMutation,
  useGetRelatedChoicesQuery,
  type ListResource,
  type RemoteChoice,
} from './api.ts';
export { clearButtonFor } from './clear-button.ts';
export {
  deleteOneByOne,
  oneByOneMessages,
  type DeleteWords,
  type FailedDelete,
  type OneByOneOutcome,
} from './delete-one-by-one.ts';
export { FavoriteStar } from './favorite-star.tsx';
export { FilterBar, FlagSelect } from './filter-bar.tsx';
export { FormFooter, FormSection, tippedLabelProps } from './form-parts.tsx';
export { DescriptionHint } from './list-bits.tsx';
export {
  favoriteColumn,
  lastModifiedColumn,
  ownersColumn,
  RowActionButton,
  rowActionsOf,
  selectColumn,
  userColumn,
} from './list-columns.tsx';
export { ListCards, type CardMenuItem, type CardParts } from './list-cards.tsx';
export { ListEmpty } from './list-empty.tsx';
export { ListFooter } from './list-footer.tsx';
export { listQuery, nameChoicesQuery, type ListFilter, type ListQuery } from './list-query.ts';
export { ListResults } from './list-results.tsx';
export {
  clearFilters,
  hasFilters,
  PAGE_SIZES,
  pageCountOf,
  pageRangeLabel,
  sortOptionOf,
  updateListState,
  type Choice,
  type ListModel,
  type ListStateBase,
  type PageSize,
  type SortOption,
  type ViewMode,
} from './list-state.ts';
export { ListError, ListLoading } from './list-status.tsx';
export { ListTable } from './list-table.tsx';
export { BulkBar, BulkExportButton, CardSortSelect, ListHeader } from './list-toolbar.tsx';
export { choiceFilter, flagFilter, listUrlCodec, textFilter, urlId, urlText, type ListUrlCodec } from './list-url.ts';
export { RemoteMultiSelect } from './remote-multi-select.tsx';
export { RemoteSelect, type UseRemoteChoices } from './remote-select.tsx';
export { SearchBox } from './search-box.tsx';
export { SortHeader } from './sort-header.tsx';
export { useDraftForm } from './use-draft-form.ts';
export { useListActions, type RowActions } from './use-list-actions.ts';
export { useOneByOneDelete } from './use-one-by-one-delete.ts';
export { useListTable, useStayOnLastPage } from './use-list-table.ts';
export { useListUrlState, type HistoryMode, type UpdateListState } from './use-list-url-state.ts';
export { userName } from './user-names.ts';
