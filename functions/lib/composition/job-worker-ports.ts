import { jobQueue } from './job-queue.ts';
import { pushChannel } from './push.ts';
import { tenantSlots } from './tenant-slots.ts';

/** The deployment's adapters of the job workers: the push channel, the tenants' engine slots and the job queue. */
export const jobWorkerPorts = { push: pushChannel, slots: tenantSlots, jobs: jobQueue };
