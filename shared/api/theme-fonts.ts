/**
 * Fonts the theme editor offers (apart from the token rules, which every page loads: only the editor needs these);
 * any other font-family list keeping the rule of theme-tokens.ts is accepted too.
 */
export const SUGGESTED_FONTS: readonly { label: string; value: string }[] = [
  { label: 'System (default)', value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  { label: 'Inter', value: 'Inter, "Segoe UI", Roboto, sans-serif' },
  { label: 'Helvetica / Arial', value: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  { label: 'Georgia (serif)', value: 'Georgia, "Times New Roman", serif' },
  { label: 'Verdana', value: 'Verdana, Geneva, sans-serif' },
  { label: 'Trebuchet', value: '"Trebuchet MS", Tahoma, sans-serif' },
  { label: 'Monospace', value: 'ui-monospace, Menlo, Consolas, monospace' },
];
