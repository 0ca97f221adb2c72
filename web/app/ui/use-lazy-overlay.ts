import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Where the user stands with a closed overlay's trigger: not reached yet, or reached (and whether to open it at once). */
interface Engagement {
  engaged: boolean;
  /** Reached by a click the placeholder took itself: the overlay opens as it mounts. */
  openOnMount: boolean;
  /** Reached by focus: the real trigger takes the focus over as it mounts. */
  keepFocus: boolean;
}

/** What a lazily built overlay needs: whether to build it, its trigger's ref, and the handlers of its placeholder trigger. */
export interface LazyOverlay {
  engaged: boolean;
  openOnMount: boolean;
  /** The real trigger, once built: it takes the focus the placeholder had. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Spread on the placeholder trigger, a real button with the same label and looks. */
  placeholderProps: {
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: () => void;
  };
}

/**
 * A closed menu, popover or tooltip drawn as its trigger alone until the user first reaches that trigger: pointed at,
 * focused or clicked. A dashboard has one menu per chart card, and a Mantine menu mounts a popover, its floating
 * position, a transition and several contexts even while closed, which fifty cards pay for on every open.
 * The switch happens inside the event (flushSync), so a click that follows the pointer lands on the real trigger; a
 * focused placeholder hands its focus to the real trigger, and a click the placeholder took opens the overlay.
 */
export function useLazyOverlay(): LazyOverlay {
  const [engagement, setEngagement] = useState<Engagement>({ engaged: false, openOnMount: false, keepFocus: false });
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (engagement.keepFocus) triggerRef.current?.focus();
  }, [engagement.keepFocus]);
  const placeholderProps = useMemo(() => {
    const engage = (next: Omit<Engagement, 'engaged'>) => flushSync(() => setEngagement({ engaged: true, ...next }));
    return {
      onPointerEnter: () => engage({ openOnMount: false, keepFocus: false }),
      onFocus: () => engage({ openOnMount: false, keepFocus: true }),
      onClick: () => engage({ openOnMount: true, keepFocus: true }),
    };
  }, []);
  return { engaged: engagement.engaged, openOnMount: engagement.openOnMount, triggerRef, placeholderProps };
}
