import type { DashboardModel } from '../load-dashboard.ts';
import type { HeaderModal } from './dashboard-header.tsx';
import { CssModal } from './css-modal.tsx';
import { DashboardPropertiesModal, type SavedProperties } from '../../dashboard-list/index.ts';
import { rememberOwnSave } from '../dashboard-versions.ts';
import { RefreshIntervalModal } from './refresh-interval-modal.tsx';
import { SaveAsModal } from './save-as-modal.tsx';

/** The header's modals, in a chunk of their own: loaded when the menu first opens one. */
export default function HeaderModals(props: {
  modal: Exclude<HeaderModal, 'embed'>;
  model: DashboardModel;
  /** The title on screen, which "Save as" starts the copy's from. */
  title: string;
  css: string;
  intervalSeconds: number;
  onClose: () => void;
  onCssSaved: (css: string) => void;
  onIntervalChange: (seconds: number) => void;
  onPropertiesSaved: (body: SavedProperties['body']) => void;
}) {
  const { modal, model, onClose } = props;
  if (modal === 'css')
    return <CssModal dashboardId={model.dashboard.id} css={props.css} onClose={onClose} onSaved={props.onCssSaved} />;
  if (modal === 'save-as')
    return (
      <SaveAsModal dashboardId={model.dashboard.id} title={props.title} loadedLayout={model.layout} onClose={onClose} />
    );
  if (modal === 'refresh-interval')
    return <RefreshIntervalModal seconds={props.intervalSeconds} onClose={onClose} onChange={props.onIntervalChange} />;
  const onSaved = ({ body, etag }: SavedProperties) => {
    // This tab's own save: edit mode's next save names its version and keeps what it changed.
    rememberOwnSave(model.dashboard.id, etag, body);
    props.onPropertiesSaved(body);
  };
  return <DashboardPropertiesModal dashboardId={model.dashboard.id} onClose={onClose} onSaved={onSaved} />;
}
