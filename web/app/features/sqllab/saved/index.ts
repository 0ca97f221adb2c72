/**
 * SQL Lab's save and share pieces, props only: the save query modal (new, or update of the saved query a tab came
 * from) and the button that copies a permalink to the tab's query. The SQL Lab page wires them to its tab state.
 */
export { SaveQueryModal, type SaveQueryInput, type SaveQueryModalProps } from './save-query-modal.tsx';
export { ShareQueryButton, sqlLabPermalinkUrl, type ShareQueryButtonProps } from './share-query-button.tsx';
