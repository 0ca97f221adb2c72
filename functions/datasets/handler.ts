import { createHttpHandler } from '../lib/http.ts';
import { datasetRoutes } from './routes.ts';

/** Datasets domain: the dataset list and item Explore reads, their writes, and the samples of the data pane. */
export const handler = createHttpHandler('datasets', datasetRoutes);
