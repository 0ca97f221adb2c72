import type { ReactNode } from 'react';
import classes from './app-frame.module.css';

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  /** The content of the fixed bar on top; none: the screen alone, edge to edge (embedded, `standalone`). */
  header: ReactNode | null;
  children: ReactNode;
}

/**
 * The frame of a signed-in screen: a fixed 56px bar with a bottom border, and the screen below it with md padding.
 * Without a header the screen stands alone; the tree keeps its shape, so switching does not remount the screen.
 */
export function AppFrame({ header, children }: AppFrameProps) {
  return (
    <div className={classes.frame}>
      {header === null ? null : <header className={classes.header}>{header}</header>}
      <main className={header === null ? undefined : classes.main}>{children}</main>
    </div>
  );
}
