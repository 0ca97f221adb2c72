import type { DatasetPorts } from '../../datasets/index.ts';
import { deps } from './deps.ts';

/** The dataset endpoints' ports: the deployment's engines. */
export const datasetPorts = (): DatasetPorts => ({ engineFor: deps().engineFor });
