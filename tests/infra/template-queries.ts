import type { Template } from 'aws-cdk-lib/assertions';

/** A resource's properties; CloudFormation JSON is untyped, and tests read it path by path. */
type Props = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Resource {
  Type: string;
  Properties: Props;
  DeletionPolicy?: string;
}

/** Resources of one type as [logical id, properties plus DeletionPolicy]. */
export function resourcesOf(template: Template, type: string): [string, Props][] {
  const resources = template.toJSON().Resources as Record<string, Resource>;
  return Object.entries(resources)
    .filter(([, resource]) => resource.Type === type)
    .map(([id, resource]) => [id, { ...resource.Properties, DeletionPolicy: resource.DeletionPolicy }]);
}

/** The one resource of a type (matching `where`); throws when there are none or several. */
export function single(template: Template, type: string, where: (props: Props) => boolean = () => true): Props {
  const found = resourcesOf(template, type).filter(([, props]) => where(props));
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return (found[0] as [string, Props])[1];
}

/** The logical id a `{ Ref }` or `{ Fn::GetAtt }` points to. */
export function referencedId(value: unknown): string | undefined {
  const ref = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] } | undefined;
  return ref?.Ref ?? ref?.['Fn::GetAtt']?.[0];
}

/** Our functions: AppFunction sets this variable; CDK's own helpers (bucket deployment) do not. */
export function appFunctions(template: Template): [string, Props][] {
  return resourcesOf(template, 'AWS::Lambda::Function').filter(
    ([, fn]) => fn.Environment?.Variables?.NODE_OPTIONS === '--enable-source-maps',
  );
}

/** The app function with this description (AppFunction descriptions name the domain, route or queue). */
export function functionDescribed(template: Template, description: string): [string, Props] {
  const found = appFunctions(template).find(([, fn]) => fn.Description === description);
  if (!found) throw new Error(`No function described "${description}"`);
  return found;
}

/** The IAM statements of every inline policy attached to a function's role. */
export function statementsOf(template: Template, functionId: string): Props[] {
  const [, fn] = resourcesOf(template, 'AWS::Lambda::Function').find(([id]) => id === functionId) ?? [];
  const roleId = referencedId(fn?.Role);
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Roles as unknown[]).some((role) => referencedId(role) === roleId))
    .flatMap(([, policy]) => policy.PolicyDocument.Statement as Props[]);
}

/** IAM actions granted to a function's role by every inline policy attached to it. */
export function actionsOf(template: Template, functionId: string): Set<string> {
  return new Set(
    statementsOf(template, functionId).flatMap((statement) => [statement.Action as string | string[]].flat()),
  );
}
