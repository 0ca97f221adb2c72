import type { Atrule, Block, CssNode, Declaration, List, Rule } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import { ident } from 'css-tree/utils';
import walk from 'css-tree/walker';
import { isKeyframes, prefixGlobalNames } from './global-names.ts';
import { scopeSelector } from './scope-selector.ts';

/** A dashboard's CSS made safe to apply, with the parts left out (as CSS text, shortened) for the editor to show. */
export interface SanitizedCss {
  css: string;
  dropped: string[];
}

/** Grouping at-rules whose rules are scoped like top-level ones; every other at-rule is dropped (`@import`, `@namespace`...). */
const GROUPING = new Set(['media', 'supports', 'container', 'layer']);
/** At-rules holding declarations only, kept with their declarations checked. */
const DECLARATION_AT_RULES = new Set(['font-face']);
/** Properties that run code or load documents in old engines. */
const CODE_PROPERTIES = new Set(['behavior', '-moz-binding']);
/** Functions that run code, or load a URL the parser does not hand over as a URL (`u\72l(...)`, `src("...")`). */
const BANNED_FUNCTIONS = new Set(['expression', 'url', 'src']);
/** Functions whose string arguments are URLs. */
const STRING_URL_FUNCTIONS = new Set(['image-set', '-webkit-image-set', 'image', '-webkit-image']);

const nameOf = (name: string): string => ident.decode(name).toLowerCase();

/** An origin no page has: a relative URL resolved against it stays on it, anything else leaves it. */
const PROBE = 'https://dashboard-css.invalid/';

/** Whether a URL loads nothing from outside: `data:`, or relative to the page's own origin (resolved as a browser does). */
export function isLocalUrl(url: string): boolean {
  try {
    const resolved = new URL(url, PROBE);
    return resolved.protocol === 'data:' || resolved.origin === new URL(PROBE).origin;
  } catch {
    return false;
  }
}

/** Whether a part of the tree may stay: nothing unparsed, no code, no URL that leaves the page's origin. */
function isSafe(node: CssNode): boolean {
  let safe = true;
  walk(node, function (child) {
    if (child.type === 'Raw') safe = false;
    else if (child.type === 'Url') safe &&= isLocalUrl(child.value);
    else if (child.type === 'Function') {
      const name = nameOf(child.name);
      if (BANNED_FUNCTIONS.has(name)) safe = false;
      else if (STRING_URL_FUNCTIONS.has(name))
        walk(child, (inner) => void (inner.type === 'String' && (safe &&= isLocalUrl(inner.value))));
    }
  });
  return safe;
}

const shorten = (css: string): string => (css.length > 120 ? `${css.slice(0, 119)}…` : css);

/** Removes the items of a list that `keep` refuses, noting each in `dropped`. */
function filterList(list: List<CssNode>, dropped: string[], keep: (node: CssNode) => boolean): void {
  list.forEach((node, item) => {
    if (keep(node)) return;
    dropped.push(shorten(generate(node)));
    list.remove(item);
  });
}

const isSafeDeclaration = (node: CssNode): boolean =>
  node.type === 'Declaration' && !CODE_PROPERTIES.has(nameOf((node as Declaration).property)) && isSafe(node);

/** A block of declarations: nested rules, unparsed text and unsafe declarations go. */
function cleanDeclarations(block: Block, dropped: string[]): void {
  filterList(block.children, dropped, isSafeDeclaration);
}

/** A style rule scoped to the dashboard; false when its selector could not be read (it is dropped). */
function cleanRule(rule: Rule, scope: string, dropped: string[]): boolean {
  if (rule.prelude.type !== 'SelectorList' || !isSafe(rule.prelude)) return false;
  const selectors = rule.prelude.children
    .toArray()
    .map((selector) => (selector.type === 'Selector' ? scopeSelector(selector, scope) : undefined));
  if (selectors.some((selector) => selector === undefined)) return false;
  rule.prelude = { type: 'Raw', value: selectors.join(', ') };
  cleanDeclarations(rule.block, dropped);
  return true;
}

/** An at-rule kept in its allowed form, false when it goes. */
function cleanAtrule(atrule: Atrule, scope: string, dropped: string[]): boolean {
  const name = nameOf(atrule.name);
  if (!atrule.block || (atrule.prelude && !isSafe(atrule.prelude))) return false;
  if (GROUPING.has(name)) cleanRules(atrule.block.children, scope, dropped);
  else if (DECLARATION_AT_RULES.has(name)) cleanDeclarations(atrule.block, dropped);
  else if (isKeyframes(name))
    filterList(
      atrule.block.children,
      dropped,
      (frame) => frame.type === 'Rule' && isSafe(frame.prelude) && (cleanDeclarations(frame.block, dropped), true),
    );
  else return false;
  return true;
}

/** The rules of a style sheet or grouping at-rule, each scoped and cleaned; anything else goes. */
function cleanRules(list: List<CssNode>, scope: string, dropped: string[]): void {
  filterList(list, dropped, (node) => {
    if (node.type === 'Rule') return cleanRule(node, scope, dropped);
    return node.type === 'Atrule' && cleanAtrule(node, scope, dropped);
  });
}

/**
 * A dashboard's custom CSS confined to the dashboard: every selector scoped to the dashboard's element
 * `scope.selector` (see scopeSelector), and whatever could reach outside dropped: text the parser could not read (`} body{...} x{`),
 * at-rules but @media, @supports, @container, @layer, @keyframes and @font-face (so no `@import`, `@namespace`,
 * `@charset`), URLs that are not `data:` or relative to the page, `expression()`, `behavior` and `-moz-binding`.
 * Its keyframes and font faces get names of its own (`scope.namePrefix`, see prefixGlobalNames). The stored CSS
 * stays as written; this runs when it is applied.
 */
export function sanitizeDashboardCss(css: string, scope: { selector: string; namePrefix: string }): SanitizedCss {
  const dropped: string[] = [];
  const sheet = parse(css, { parseCustomProperty: true, positions: false, onParseError: () => undefined });
  if (sheet.type !== 'StyleSheet') return { css: '', dropped: [shorten(css)] };
  cleanRules(sheet.children, scope.selector, dropped);
  prefixGlobalNames(sheet, scope.namePrefix);
  return { css: generate(sheet), dropped };
}
