import type { QueryState } from '#shared/sqllab/query-state.ts';

/** Whether the browser runs on a Mac, where Superset's stop shortcut is Ctrl+X instead of Ctrl+E. */
export const isMacPlatform = (): boolean =>
  typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/** The editor binds run and format to Cmd on a Mac (CodeMirror's `Mod`), Ctrl elsewhere. */
const mod = (): string => (isMacPlatform() ? 'Cmd' : 'Ctrl');

/** Shortcut texts as Superset writes them in tooltips. */
export const SHORTCUTS = {
  run: () => `${mod()} + Return`,
  runStatement: () => `${mod()} + Shift + Return`,
  stop: () => (isMacPlatform() ? 'Ctrl + x' : 'Ctrl + e'),
  format: () => `${mod()} + Shift + F`,
} as const;

/** States in which SQL Lab offers Stop instead of Run: the query is queued or working on the engine. */
export const STOPPABLE_STATES: readonly QueryState[] = ['started', 'pending', 'scheduled', 'running'];

/** Whether SQL has something to run once comments are removed (Superset disables Run for comment-only SQL). */
export function hasRunnableSql(sql: string | null | undefined): boolean {
  return (
    (sql ?? '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/--.*$/gm, '')
      .trim() !== ''
  );
}
