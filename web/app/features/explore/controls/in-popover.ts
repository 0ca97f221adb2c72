/**
 * Combobox props of a select inside a control's popover. Mantine portals a select's dropdown to the body by
 * default, so picking an option counts as a click outside the popover and closes it before Save; rendering the
 * dropdown in place keeps the popover open, as Superset's metric and column popovers stay open.
 */
export const IN_POPOVER = { withinPortal: false } as const;
