import type { ReactNode } from 'react';
import classes from './app-frame.module.css';

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  /** The content of the fixed bar on top. */
  header: ReactNode;
  children: ReactNode;
}

/** The frame of a signed-in screen: a fixed 56px bar with a bottom border, and the screen below it with md padding. */
export function AppFrame({ header, children }: AppFrameProps) {
  return (
    <div className={classes.frame}>
      <header className={classes.header}>{header}</header>
      <main className={classes.main}>{children}</main>
    </div>
  );
}
