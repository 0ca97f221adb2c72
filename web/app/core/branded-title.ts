import { useEffect } from 'react';

/** The name screens' titles end with (`Charts · Skyset`). */
const SKYSET = 'Skyset';

/** A screen's title with the application's name in place of Skyset's (`Charts · Acme Analytics`). */
export const brandedTitle = (title: string, appName: string): string =>
  title === SKYSET ? appName : title.replace(/ · Skyset$/, ` · ${appName}`);

/**
 * Keeps the window's title in the tenant's application name (Superset's `brandAppName`): each screen's title says
 * Skyset, and the router writes it again on every navigation, so every change of the title is followed.
 */
export function useBrandedTitle(appName: string | undefined): void {
  useEffect(() => {
    if (!appName || appName === SKYSET) return;
    const apply = () => {
      const next = brandedTitle(document.title, appName);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [appName]);
}
