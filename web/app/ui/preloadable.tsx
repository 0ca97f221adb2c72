import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';

/** A component whose code sits in its own chunk: it loads on first render, or earlier through `preload`. */
export interface Preloadable<P> {
  Component: ComponentType<P>;
  /** Starts loading the chunk (once); resolves when the component is ready to render. */
  preload: () => Promise<unknown>;
}

/** Shown instead of a part whose chunk could not be loaded (offline, or a new release replaced the files). */
export const PART_LOAD_FAILED = 'This part of the page could not be loaded. Please refresh the page.';

class LoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorAlert message={PART_LOAD_FAILED} /> : this.props.children;
  }
}

/**
 * A thenable that calls back at once. React's lazy reads a module from it without suspending, where an already
 * resolved promise would still cost a round through the Suspense fallback. The typings only admit a Promise.
 */
const settled = <T,>(value: T): Promise<T> =>
  ({ then: (resolve: (result: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * Splits a component into its own chunk. Until the chunk is in, the component shows `fallback`; once it has been
 * preloaded it renders straight away: React's lazy takes an already settled thenable without suspending.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    // A failed load is forgotten, so a preload that failed in the background is tried again on first use.
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  function Part(props: P) {
    return (
      <LoadFailureBoundary>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return { Component: Part, preload };
}

/**
 * True from the first time `value` is true on. A lazily loaded modal mounts when first opened (so its chunk is not
 * fetched before), then stays mounted so closing it keeps its transition.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
