/**
 * Runs `task` in a task of its own once the browser has painted the next frame: a click whose consequences take a
 * while to render (a filter applied to fifty charts) paints first, and the work that follows no longer delays the
 * interaction's next paint (Interaction to Next Paint).
 */
export function afterNextPaint(task: () => void): void {
  // A frame's animation callbacks run just before it paints; a timeout set in one runs after the paint.
  requestAnimationFrame(() => setTimeout(task, 0));
}
