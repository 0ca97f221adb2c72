import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { ReportTarget } from '../forms/report-form.ts';
import type { ReportMenuState } from './use-report-menu.ts';

export interface ReportMenuScopeProps {
  /** The saved chart or dashboard; null for a chart not saved yet. */
  target: ReportTarget | null;
  /** The host's menu, given the report entries' state once their code is in (null until then: no entries yet). */
  children: (menu: ReportMenuState | null) => ReactNode;
}

const Host = lazy(async () => ({ default: (await import('./report-menu-host.tsx')).ReportMenuHost }));

/** A failed load of the report entries leaves the host's menu without them, not the page broken. */
class WithoutReportsOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The email report entries' state and modals around a chart's or dashboard's menu, their code in a chunk of its own:
 * Explore and the dashboard draw their menu at once and gain the entries when the chunk is in. The menu stays where
 * it was drawn while the chunk arrives (the chunk hands its state up): a menu the user has open is never replaced by
 * another, which would close it under their pointer.
 */
export function ReportMenuScope({ target, children }: ReportMenuScopeProps) {
  const [menu, setMenu] = useState<ReportMenuState | null>(null);
  return (
    <>
      {children(menu)}
      <WithoutReportsOnFailure>
        <Suspense fallback={null}>
          <Host target={target} onMenu={setMenu} />
        </Suspense>
      </WithoutReportsOnFailure>
    </>
  );
}
