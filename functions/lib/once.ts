/** Every cached value made by `once`, so a process that changes its environment can start over. */
const made = new Set<{ reset: () => void }>();

/**
 * A lazily made, then cached, value: configuration and adapters are made once per process (one Lambda
 * container). The local runtime resets them all when it (re)points the environment at new emulators.
 */
export function once<T>(make: () => T): (() => T) & { made: () => boolean } {
  let value: T | undefined;
  let isMade = false;
  const get = (): T => {
    if (!isMade) {
      value = make();
      isMade = true;
    }
    return value as T;
  };
  made.add({ reset: () => ((isMade = false), (value = undefined)) });
  return Object.assign(get, { made: () => isMade });
}

/** Forget every cached configuration value and adapter; the next use reads the environment again. */
export function resetProcessState(): void {
  for (const entry of made) entry.reset();
}
