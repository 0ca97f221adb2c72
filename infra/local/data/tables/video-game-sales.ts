import { videoGameSales } from '#shared/examples/video-game-sales.ts';
import { weightedPicker, zipfWeights } from '../helpers.ts';
import type { Rng } from '../prng.ts';
import type { EmitRow, GeneratorContext, TableGenerator } from '../table-generator.ts';
import { GENRES, PLATFORMS, gameTitle, publishers } from './video-game-catalog.ts';
import type { Platform } from './video-game-catalog.ts';

/** Best seller's sales in hundredths of a million units. */
const TOP_CENTS = 8000;

/**
 * Global sales in hundredths of a million, falling with rank on a power law so a few hits dominate.
 * Larger scales stretch the curve, so each rank keeps the shape of the scale-1 table.
 */
function globalCents(rank: number, scale: number): number {
  return Math.max(1, Math.round(TOP_CENTS * Math.max(1, rank / scale) ** -0.85));
}

/** Splits whole cents among the four regions by the platform's profile, so the parts add up exactly. */
function regionalCents(total: number, platform: Platform, rng: Rng): number[] {
  const weights = platform.regions.map((share) => share * rng.float(0.6, 1.4));
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const parts = weights.slice(0, 3).map((weight) => Math.floor((total * weight) / sum));
  return [...parts, total - parts.reduce((acc, part) => acc + part, 0)];
}

/** A release year inside the platform's life, likelier in its middle years. */
function releaseYear(platform: Platform, rng: Rng): number {
  return platform.firstYear + Math.round(((platform.lastYear - platform.firstYear) * (rng.next() + rng.next())) / 2);
}

/** `video_game_sales`: ranks 1..rows (unique at every scale) with global sales falling by rank. */
export const videoGameSalesGenerator: TableGenerator = {
  table: videoGameSales,
  sortBy: ['rank'],
  generate({ scale, rng }: GeneratorContext, emit: EmitRow): void {
    const publisherNames = publishers(rng);
    const pickPublisher = weightedPicker(zipfWeights(publisherNames.length, 1));
    const pickPlatform = weightedPicker(PLATFORMS.map((platform) => platform.weight));
    const pickGenre = weightedPicker(GENRES.map(([, weight]) => weight));
    const rows = videoGameSales.rows * scale;
    for (let rank = 1; rank <= rows; rank++) {
      const platform = PLATFORMS[pickPlatform(rng)] as Platform;
      const total = globalCents(rank, scale);
      const regions = regionalCents(total, platform, rng).map((cents) => cents / 100);
      const genre = (GENRES[pickGenre(rng)] as [string, number])[0];
      emit([
        rank,
        gameTitle(rng),
        platform.name,
        releaseYear(platform, rng),
        genre,
        publisherNames[pickPublisher(rng)] as string,
        ...regions,
        total / 100,
      ]);
    }
  },
};
