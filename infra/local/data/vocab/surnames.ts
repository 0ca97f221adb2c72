import type { Rng } from '../prng.ts';
import { TOWN_ROOTS } from './place-words.ts';

const SURNAME_ENDINGS: readonly string[] = ['son', 'er', 'man', 'ley', 'ton', 'field', 'well', 'by', 'ford', 'worth'];

/** An invented surname such as "Ashford" or "Maplewell". */
export function surname(rng: Rng): string {
  return `${rng.pick(TOWN_ROOTS)}${rng.pick(SURNAME_ENDINGS)}`;
}
