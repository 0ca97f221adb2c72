import type { DashboardModel } from '../load-dashboard.ts';
import type { HeaderModal } from './dashboard-header.tsx';
import { CssModal } from './css-modal.tsx';
import { PropertiesModal } from './properties-modal.tsx';
import { RefreshIntervalModal } from './refresh-interval-modal.tsx';

/** The header's modals, in a chunk of their own: loaded when the menu first opens one. */
export default function HeaderModals(props: {
  modal: HeaderModal;
  model: DashboardModel;
  css: string;
  intervalSeconds: number;
  onClose: () => void;
  onCssSaved: (css: string) => void;
  onIntervalChange: (seconds: number) => void;
  onTitleSaved: (title: string) => void;
}) {
  const { modal, model, onClose } = props;
  if (modal === 'css') return <CssModal dashboardId={model.dashboard.id} css={props.css} onClose={onClose} onSaved={props.onCssSaved} />;
  if (modal === 'refresh-interval') return <RefreshIntervalModal seconds={props.intervalSeconds} onClose={onClose} onChange={props.onIntervalChange} />;
  return <PropertiesModal dashboard={model.dashboard} onClose={onClose} onTitleSaved={props.onTitleSaved} />;
}
