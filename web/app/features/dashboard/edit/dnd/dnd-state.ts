import { createContext, useContext } from 'react';
import type { DraggedComponent, DropPosition } from '#shared/dashboard/drop-rules.ts';

/** What the layout's drag and drop shows right now: the component being dragged and where it would land. */
export interface LayoutDndState {
  dragging: DraggedComponent | null;
  /** The drop zone (droppable id) showing an indicator, and the indicator. */
  indicator: { zoneId: string; position: DropPosition } | null;
}

export const LayoutDndStateContext = createContext<LayoutDndState>({ dragging: null, indicator: null });

/** The drop zone id of a component, or of one of its zones when it has several (a tab's title and its content). */
export const zoneIdOf = (componentId: string, zone?: string) => (zone ? `${componentId}::${zone}` : componentId);

/** The indicator a drop zone shows now, if any. */
export function useDropIndicator(zoneId: string): DropPosition | null {
  const { indicator } = useContext(LayoutDndStateContext);
  return indicator?.zoneId === zoneId ? indicator.position : null;
}

/** The component being dragged, if any (to dim the original or widen drop zones while dragging). */
export function useDraggingComponent(): DraggedComponent | null {
  return useContext(LayoutDndStateContext).dragging;
}
