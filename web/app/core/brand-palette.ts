import type { MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's ten shades of a brand colour, the colour itself at shade 6 (what filled buttons draw with in the light
 * scheme): lighter shades mix it with white, darker ones with black, as Mantine's own palettes run from tint to shade.
 */

type Rgb = readonly [number, number, number];

/** How much white shades 0 to 5 mix in, and how much black shades 7 to 9 do. */
const TINTS = [0.92, 0.8, 0.64, 0.47, 0.3, 0.14] as const;
const SHADES = [0.15, 0.3, 0.45] as const;

export function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = (rgb: Rgb): string => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  [0, 1, 2].map((index) => from[index]! + (to[index]! - from[index]!) * amount) as unknown as Rgb;

/** The shades of a `#rrggbb` colour, lightest first. */
export function brandShades(hex: string): MantineColorsTuple {
  const base = rgbOf(hex);
  const tints = TINTS.map((amount) => hexOf(mix(base, [255, 255, 255], amount)));
  const shades = SHADES.map((amount) => hexOf(mix(base, [0, 0, 0], amount)));
  return [...tints, hex.toLowerCase(), ...shades] as unknown as MantineColorsTuple;
}

/** WCAG's relative luminance of a `#rrggbb` colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((part) => {
    const channel = part / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
