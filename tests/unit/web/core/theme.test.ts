import { describe, expect, it } from 'vitest';
import { brandShades, relativeLuminance, rgbOf } from '../../../../web/app/core/brand-palette.ts';
import { buildTheme, cssVariablesResolver } from '../../../../web/app/core/theme.ts';
import type { MantineTheme } from '@mantine/core';

const lightness = (hex: string) => rgbOf(hex).reduce((sum, part) => sum + part, 0);

describe("the tenant's brand as Mantine's theme", () => {
  it('generates ten shades of the brand colour, lightest first, the colour itself at shade 6', () => {
    // Act
    const shades = brandShades('#7B2CBF');

    // Assert
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#7b2cbf');
    expect(shades.every((shade) => /^#[0-9a-f]{6}$/.test(shade))).toBe(true);
    const sums = shades.map(lightness);
    expect(sums).toEqual([...sums].sort((a, b) => b - a));
    expect(shades[0]).not.toBe('#ffffff');
    expect(shades[9]).not.toBe('#000000');
  });

  it('makes the brand colour the primary colour, with text on it chosen by contrast, and its font', () => {
    // Act
    const theme = buildTheme({ primaryColor: '#7b2cbf', fontFamily: 'Georgia, serif' });

    // Assert
    expect(theme).toMatchObject({
      primaryColor: 'brand',
      primaryShade: { light: 6, dark: 6 },
      autoContrast: true,
      fontFamily: 'Georgia, serif',
      headings: { fontFamily: 'Georgia, serif' },
    });
    expect(theme.colors?.brand?.[6]).toBe('#7b2cbf');
  });

  it('draws a very dark brand colour lighter on the dark scheme, where it would vanish', () => {
    // Act
    const theme = buildTheme({ primaryColor: '#0b1a33' });

    // Assert
    expect(relativeLuminance('#0b1a33')).toBeLessThan(0.06);
    expect(theme.primaryShade).toEqual({ light: 6, dark: 4 });
  });

  it("keeps Skyset's own look without a brand", () => {
    // Act
    const theme = buildTheme({});

    // Assert
    expect(theme).toMatchObject({ primaryColor: 'cyan', primaryShade: { light: 6, dark: 8 } });
    expect(theme.fontFamily).toBeUndefined();
    expect(theme.colors).toBeUndefined();
  });

  it('gives every surface and border variable a value per scheme, none of them a light gray on the dark one', () => {
    // Act
    const variables = cssVariablesResolver({} as MantineTheme);

    // Assert
    expect(Object.keys(variables.dark)).toEqual(Object.keys(variables.light));
    expect(Object.values(variables.dark).every((value) => value.includes('--mantine-color-dark-'))).toBe(true);
  });
});
