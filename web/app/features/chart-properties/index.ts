/** Superset's chart properties modal, for every screen that edits a saved chart's name, owners and certification. */
export { PropertiesModal, type PropertiesModalProps } from './properties-modal.tsx';
export { draftOf, propertiesBody, type PropertiesDraft } from './properties-draft.ts';
