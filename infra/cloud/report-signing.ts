import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { AppFunction } from './app-function.ts';

/** What a function does with the report-signing key: the report worker signs, the authorizers verify. */
export type ReportKeyAccess = 'sign' | 'verify';

/**
 * The key that signs report screenshot tokens (ES256), so the headless browser of a report can call the API as the
 * report's executor. An asymmetric KMS key: its private half never leaves KMS, nothing creates it at run time, and
 * IAM gives the worker `kms:Sign` alone and the authorizers `kms:GetPublicKey` alone, so no verifier can sign
 * (see functions/lib/composition/report-signing.ts for the choice over a key kept in Secrets Manager).
 */
export class ReportSigning extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      keySpec: KeySpec.ECC_NIST_P256,
      keyUsage: KeyUsage.SIGN_VERIFY,
      description: 'Skyset: signs report screenshot tokens (ES256)',
      // The tokens it signed live minutes: a removed stack leaves nothing that still needs the key.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
  }

  /** Grant one use of the key and give the function its id (REPORT_SIGNING_KEY_ID). */
  bind(fn: AppFunction, access: ReportKeyAccess): void {
    this.key.grant(fn.fn, access === 'sign' ? 'kms:Sign' : 'kms:GetPublicKey');
    fn.setEnv('REPORT_SIGNING_KEY_ID', this.key.keyId);
  }
}
