import { cloudTenantPorts } from '../lib/composition/cloud-tenants.ts';
import { required } from '../lib/required-setting.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';
import { parseOperatorEvent, runTenantOperation } from './tenant-operator-service.ts';

/**
 * The tenant operator function: no API route and no trigger, only operators with `lambda:InvokeFunction` on it call
 * it (docs/deploy.md). `{"action":"create","tenant":"acme","adminEmail":"..."}` creates a tenant; `{"action":"list"}`
 * lists them. A refused request throws, so `aws lambda invoke` reports a FunctionError with the reason.
 */
export const handler = async (event: unknown) => {
  const request = parseOperatorEvent(event);
  logger.info('Tenant operation', { ...request });
  const settings = config();
  return runTenantOperation(request, {
    ...cloudTenantPorts(),
    examplesSchema: required(settings.ATHENA_DATABASE, 'ATHENA_DATABASE'),
  });
};
