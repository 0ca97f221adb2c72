import { distinctStrings } from '../helpers.ts';
import type { Rng } from '../prng.ts';
import { TOWN_ROOTS } from '../vocab/place-words.ts';

/** How a platform's sales divide among North America, Europe, Japan and the rest of the world. */
const REGION_PROFILES = {
  na: [0.55, 0.3, 0.03, 0.12],
  jp: [0.3, 0.2, 0.45, 0.05],
  even: [0.45, 0.3, 0.15, 0.1],
  eu: [0.35, 0.45, 0.05, 0.15],
} as const;

/** A console or computer platform: its sales years, share of titles and regional profile. */
export interface Platform {
  name: string;
  firstYear: number;
  lastYear: number;
  weight: number;
  regions: readonly number[];
}

/** `name:first:last:weight:profile` entries; platform names are the short codes the source data uses. */
const PACKED_PLATFORMS =
  '2600:1980:1989:1:na NES:1983:1994:1:jp GB:1988:2001:1:jp SNES:1990:1999:2:jp GEN:1990:1997:1:na GG:1992:1996:0.3:jp ' +
  'SCD:1993:1995:0.1:na NG:1993:1996:0.2:jp PS:1994:2003:7:even SAT:1994:1999:1:jp 3DO:1994:1996:0.1:jp ' +
  'TG16:1995:1995:0.05:jp N64:1996:2002:2:na PCFX:1996:1996:0.02:jp WS:1999:2001:0.1:jp DC:1998:2008:0.3:jp ' +
  'PS2:2000:2011:13:even GBA:2001:2007:5:even XB:2001:2008:5:na GC:2001:2007:3:na DS:2004:2013:13:even ' +
  'PSP:2004:2015:7:jp X360:2005:2016:7.5:na PS3:2006:2016:8:eu Wii:2006:2015:8:even PC:1985:2016:6:eu ' +
  '3DS:2011:2016:3:jp PSV:2011:2016:2.5:jp WiiU:2012:2016:0.9:na PS4:2013:2016:2:eu XOne:2013:2016:1.3:na';

export const PLATFORMS: readonly Platform[] = PACKED_PLATFORMS.split(' ').map((entry) => {
  const [name = '', first, last, weight, profile] = entry.split(':');
  return {
    name,
    firstYear: Number(first),
    lastYear: Number(last),
    weight: Number(weight),
    regions: REGION_PROFILES[profile as keyof typeof REGION_PROFILES],
  };
});

/** Genres with their share of titles. */
export const GENRES: ReadonlyArray<readonly [string, number]> = [
  ['Action', 20],
  ['Sports', 14],
  ['Misc', 10],
  ['Role-Playing', 9],
  ['Shooter', 8],
  ['Adventure', 8],
  ['Racing', 7.5],
  ['Platform', 5],
  ['Simulation', 5],
  ['Fighting', 5],
  ['Strategy', 4],
  ['Puzzle', 3.5],
];

const TITLE_WORDS = (
  'Shadow Crystal Iron Star Dragon Neon Galactic Turbo Mystic Pixel Thunder Frozen Hidden Royal Savage Cosmic ' +
  'Ancient Rapid Lost Brave'
).split(' ');
const TITLE_NOUNS = (
  'Legends Kingdom Racers Quest Tactics Warriors Odyssey Arena Heroes Frontier Saga Rally League Chronicles ' +
  'Knights Empire Islands Strike Dungeon Party'
).split(' ');
const PUBLISHER_KINDS = ['Interactive', 'Games', 'Studios', 'Entertainment', 'Software', 'Digital', 'Works'];

/** An invented game title, sometimes a sequel or with a subtitle. */
export function gameTitle(rng: Rng): string {
  const base = `${rng.pick(TITLE_WORDS)} ${rng.pick(TITLE_NOUNS)}`;
  const roll = rng.next();
  if (roll < 0.2) return `${base} ${rng.int(2, 6)}`;
  return roll < 0.3 ? `${base}: ${rng.pick(TITLE_WORDS)} ${rng.pick(TITLE_NOUNS)}` : base;
}

/** Invented publishers, most prolific first. */
export function publishers(rng: Rng): string[] {
  return distinctStrings(80, () => `${rng.pick(TOWN_ROOTS)} ${rng.pick(PUBLISHER_KINDS)}`);
}
