import { App } from 'aws-cdk-lib';
import { SkysetStack } from './stack.ts';

/**
 * The CDK app (`npx cdk synth|deploy`, see cdk.json). The stack is environment-agnostic (no lookups), so the
 * template synthesizes offline and deploys to the account and region of the deploying profile.
 * SKYSET_STACK_NAME allows side-by-side stages in one account.
 */
const app = new App();
new SkysetStack(app, process.env.SKYSET_STACK_NAME ?? 'Skyset', {
  description: 'Skyset: serverless data exploration that speaks the Superset REST API',
});
app.synth();
