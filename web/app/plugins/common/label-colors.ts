import { categoricalScheme } from './color-schemes.ts';

/** Gives a label its colour: the same label keeps its colour within one map, whatever chart asks. */
export type LabelColorFn = (label: string, schemeName?: string) => string;

/**
 * A label -> colour map for one page (Superset's shared label colours): a label seen before keeps its colour;
 * a new label takes the next colour of the scheme, per scheme, wrapping around when the scheme runs out.
 */
export function createLabelColors(): LabelColorFn {
  const assigned = new Map<string, Map<string, string>>();
  return (label, schemeName) => {
    const scheme = categoricalScheme(schemeName);
    let byLabel = assigned.get(scheme.id);
    if (!byLabel) {
      byLabel = new Map();
      assigned.set(scheme.id, byLabel);
    }
    let color = byLabel.get(label);
    if (color === undefined) {
      color = scheme.colors[byLabel.size % scheme.colors.length]!;
      byLabel.set(label, color);
    }
    return color;
  };
}
