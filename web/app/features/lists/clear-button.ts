/**
 * Props of a select's clear button that let keyboards and screen readers use it: Mantine hides the button from both
 * (`aria-hidden`, `tabIndex -1`), which leaves a picked filter impossible to remove without a mouse.
 */
export const clearButtonFor = (label: string) => ({
  'aria-label': `Clear ${label}`,
  'aria-hidden': false,
  tabIndex: 0,
});
