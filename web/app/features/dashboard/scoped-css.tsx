/**
 * The dashboard's custom CSS, in force only while this dashboard is shown and only inside it: the rules are nested
 * under the dashboard's element, so they cannot restyle the navigation or another screen, and leave with the page.
 */
export function ScopedCss({ dashboardId, css }: { dashboardId: number; css: string }) {
  if (!css.trim()) return null;
  // `</style` would end the element early and let the rest be read as markup.
  const safe = css.replaceAll(/<\/style/gi, '');
  return <style data-testid="dashboard-custom-css">{`[data-dashboard-id="${dashboardId}"] {\n${safe}\n}`}</style>;
}
