import type { Atrule, CssNode, Declaration, StyleSheet } from 'css-tree';
import { ident } from 'css-tree/utils';
import walk from 'css-tree/walker';

/** Properties naming keyframes, and font families, that a dashboard may define for itself. */
const ANIMATION_PROPERTIES = new Set(['animation', 'animation-name']);
const FONT_PROPERTIES = new Set(['font', 'font-family']);

/** `@keyframes` and its vendor-prefixed forms, by decoded lower-case at-rule name. */
export const isKeyframes = (atRuleName: string): boolean => /^(?:-[a-z]+-)?keyframes$/.test(atRuleName);

const atRuleName = (atrule: Atrule): string => ident.decode(atrule.name).toLowerCase();
const propertyOf = (declaration: Declaration): string => ident.decode(declaration.property).toLowerCase();

/** The names a sheet defines: `@keyframes <name>` and `@font-face { font-family: <name> }`. */
function definedNames(sheet: StyleSheet): { keyframes: Set<string>; fonts: Set<string> } {
  const keyframes = new Set<string>();
  const fonts = new Set<string>();
  const collect = (node: CssNode, into: Set<string>) =>
    walk(node, (child) => {
      const name = nameOf(child);
      if (name !== undefined) into.add(name);
    });
  walk(sheet, {
    visit: 'Atrule',
    enter(atrule) {
      if (isKeyframes(atRuleName(atrule)) && atrule.prelude) collect(atrule.prelude, keyframes);
      if (atRuleName(atrule) !== 'font-face') return;
      atrule.block?.children.forEach((node) => {
        if (node.type === 'Declaration' && propertyOf(node) === 'font-family') collect(node.value, fonts);
      });
    },
  });
  return { keyframes, fonts };
}

/** The name an identifier or string node holds, or undefined for other nodes. */
function nameOf(node: CssNode): string | undefined {
  if (node.type === 'Identifier') return ident.decode(node.name);
  return node.type === 'String' ? node.value : undefined;
}

/** Renames a node holding one of `names` to `prefix` + name. */
function rename(node: CssNode, names: ReadonlySet<string>, prefix: string): void {
  const name = nameOf(node);
  if (name === undefined || !names.has(name)) return;
  if (node.type === 'Identifier') node.name = ident.encode(`${prefix}${name}`);
  else if (node.type === 'String') node.value = `${prefix}${name}`;
}

/**
 * Keyframes and font faces are global: a dashboard's `@keyframes` or `@font-face` named as the app's own would
 * change the app's animations or the navigation's font. Every name the sheet defines, and its uses in `animation`,
 * `animation-name`, `font` and `font-family`, get the dashboard's own prefix, so they only meet each other.
 */
export function prefixGlobalNames(sheet: StyleSheet, prefix: string): void {
  const { keyframes, fonts } = definedNames(sheet);
  if (keyframes.size === 0 && fonts.size === 0) return;
  walk(sheet, {
    visit: 'Atrule',
    enter(atrule) {
      if (isKeyframes(atRuleName(atrule)) && atrule.prelude)
        walk(atrule.prelude, (node) => rename(node, keyframes, prefix));
    },
  });
  walk(sheet, {
    visit: 'Declaration',
    enter(declaration) {
      const property = propertyOf(declaration);
      if (ANIMATION_PROPERTIES.has(property)) walk(declaration.value, (node) => rename(node, keyframes, prefix));
      if (FONT_PROPERTIES.has(property)) walk(declaration.value, (node) => rename(node, fonts, prefix));
    },
  });
}
