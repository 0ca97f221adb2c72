import type { ApiClient, JsonBody } from '../helpers/api-client.ts';

/** Create a layer as `client`; answers its id (fails the test when refused). */
export async function createLayer(
  client: ApiClient<JsonBody>,
  name: string,
  descr: string | null = null,
): Promise<number> {
  const created = await client.post('/api/v1/annotation_layer/', { name, descr });
  if (created.status !== 201) throw new Error(`layer not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}

/** Create an annotation in a layer; answers its id (fails the test when refused). */
export async function createAnnotation(
  client: ApiClient<JsonBody>,
  layerId: number,
  fields: Record<string, unknown>,
): Promise<number> {
  const created = await client.post(`/api/v1/annotation_layer/${layerId}/annotation/`, fields);
  if (created.status !== 201)
    throw new Error(`annotation not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}

/** Any ISO instant, as `created_on` and `changed_on` carry them. */
export const AN_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
