import { energyUsage } from '#shared/examples/energy-usage.ts';
import { roundTo, shuffled } from '../helpers.ts';
import type { Rng } from '../prng.ts';
import type { EmitRow, GeneratorContext, TableGenerator } from '../table-generator.ts';

/** Sankey layers, left to right; links only go from one layer to the next, so the graph has no cycles. */
const LAYERS: readonly (readonly string[])[] = [
  [
    'Coal',
    'Natural gas',
    'Crude oil',
    'Nuclear',
    'Hydro',
    'Wind',
    'Solar',
    'Biomass',
    'Geothermal',
    'Imported electricity',
    'Agricultural waste',
    'Tidal',
  ],
  [
    'Electricity grid',
    'Thermal generation',
    'Refining',
    'Bio-conversion',
    'Gas network',
    'District heating',
    'Hydrogen',
    'Liquid fuels',
  ],
  ['Residential', 'Commercial', 'Industry', 'Transport', 'Agriculture', 'Public services', 'Exports'],
  ['Useful energy', 'Conversion losses', 'Heating and cooling', 'Motion'],
];
/** Flows shrink from sources to end uses. */
const LAYER_SCALE = [300, 180, 120];

type Link = readonly [source: string, target: string, layer: number];

function candidateLinks(): Link[] {
  return LAYERS.slice(0, -1).flatMap((sources, layer) =>
    sources.flatMap((source) => (LAYERS[layer + 1] as string[]).map((target): Link => [source, target, layer])),
  );
}

/**
 * Chooses `count` links so that every node has at least one link in or out: first one outgoing link per
 * node, then one incoming link for any node still unreached, then random links to fill up.
 */
function chooseLinks(count: number, rng: Rng): Link[] {
  const candidates = shuffled(candidateLinks(), rng);
  const chosen = new Set<Link>();
  for (const source of LAYERS.slice(0, -1).flat()) chosen.add(candidates.find((link) => link[0] === source) as Link);
  for (const target of LAYERS.slice(1).flat()) {
    if (![...chosen].some((link) => link[1] === target))
      chosen.add(candidates.find((link) => link[1] === target) as Link);
  }
  for (const link of candidates) if (chosen.size < count) chosen.add(link);
  return [...chosen];
}

/** `energy_usage`: 85 links; every scale replica repeats them with fresh values. */
export const energyUsageGenerator: TableGenerator = {
  table: energyUsage,
  sortBy: ['source', 'target'],
  generate({ scale, rng }: GeneratorContext, emit: EmitRow): void {
    const links = chooseLinks(energyUsage.rows, rng);
    for (let replica = 0; replica < scale; replica++) {
      for (const [source, target, layer] of links) {
        emit([source, target, roundTo(rng.float(0.1, 1) * (LAYER_SCALE[layer] as number), 3)]);
      }
    }
  },
};
