import { describe, expect, it } from 'vitest';
import { brandedTitle } from '../../../../web/app/core/branded-title.ts';

describe("the window title in the tenant's application name", () => {
  it.each([
    ['Charts · Skyset', 'Charts · Acme Analytics'],
    ['Skyset', 'Acme Analytics'],
    ['Skyset reports · Skyset', 'Skyset reports · Acme Analytics'],
    ['Births · a dashboard', 'Births · a dashboard'],
  ])('%s -> %s', (title, expected) => {
    // Act / Assert
    expect(brandedTitle(title, 'Acme Analytics')).toBe(expected);
  });
});
