import type { DropPosition } from '#shared/dashboard/drop-rules.ts';
import classes from './drop-indicator.module.css';

/** Words for assistive technology, since the indicator itself is only a coloured bar. */
const LABELS: Record<DropPosition, string> = {
  top: 'Drop above',
  bottom: 'Drop below',
  left: 'Drop to the left',
  right: 'Drop to the right',
  forbidden: 'Cannot drop here',
};

/**
 * The bar (or the red outline for a forbidden drop) drawn over the component a drag would land on. Its parent must be
 * positioned (`position: relative`) so the bar sits on that component's edge.
 */
export function DropIndicator({ position }: { position: DropPosition | null }) {
  if (!position) return null;
  return (
    <div
      role="status"
      aria-label={LABELS[position]}
      data-drop-position={position}
      className={`${classes.indicator} ${classes[position]}`}
    />
  );
}
