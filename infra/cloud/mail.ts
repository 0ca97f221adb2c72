import { Annotations, Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { AppFunction } from './app-function.ts';

export interface MailProps {
  /** The verified SES identity report e-mails come from; none: no function may send mail. */
  from: string | undefined;
}

/**
 * Report e-mail through SES v2 (functions/lib/composition/mail.ts). SES sends only from a verified identity, which
 * the deployer verifies once; the grant is held to that sender address, so a function cannot mail as anyone else.
 */
export class Mail extends Construct {
  private readonly from: string | undefined;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.from = props.from;
    if (!props.from)
      Annotations.of(this).addWarningV2(
        'skyset:no-report-mail-from',
        'No reportMailFrom context: report e-mails cannot be sent',
      );
  }

  /** Let a function send mail from the configured sender (SMTP_MAIL_FROM), raw MIME included. */
  bindSend(fn: AppFunction): void {
    if (!this.from) return;
    const { partition, region, account } = Stack.of(this);
    fn.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [`arn:${partition}:ses:${region}:${account}:identity/*`],
        conditions: { StringEquals: { 'ses:FromAddress': this.from } },
      }),
    );
    fn.setEnv('SMTP_MAIL_FROM', this.from);
  }
}
