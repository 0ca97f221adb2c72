import type { ReactNode } from 'react';
import classes from './dashboard-area.module.css';

/** Props of {@link DashboardArea}. */
export interface DashboardAreaProps {
  dashboardId: number;
  children: ReactNode;
}

/**
 * The part of the dashboard page its author controls: the filter bar and the grid, or edit mode's grid. Its element
 * is what the dashboard's CSS is scoped to (`data-dashboard-id`), inside a frame that confines whatever that CSS or
 * the markdown does to this area (see dashboard-area.module.css): the navigation and the dashboard's header stay
 * outside it, untouched and on top.
 */
export function DashboardArea({ dashboardId, children }: DashboardAreaProps) {
  return (
    <div className={classes.frame}>
      <div data-dashboard-id={dashboardId} data-testid="dashboard-area" className={classes.area}>
        {children}
      </div>
    </div>
  );
}
