import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamo.ts';
import { readItem, readPartition, writeVersioned } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';
import { AnnotationLayerRecord, AnnotationRecord } from './schema.ts';

/** Store a layer (see `writeVersioned`: new only if absent, an edit only over the version read). */
export function writeLayer(tenant: string, record: AnnotationLayerRecord, previousVersion?: number): Promise<void> {
  return writeVersioned(
    keys.annotationLayer(tenant, record.id),
    record,
    previousVersion,
    'The annotation layer was changed by someone else; reload it and try again',
  );
}

/** A tenant's layer by id, or undefined. */
export function readLayer(tenant: string, id: number): Promise<AnnotationLayerRecord | undefined> {
  return readItem(AnnotationLayerRecord, keys.annotationLayer(tenant, id));
}

/** Every layer of a tenant, by id (one partition; lists filter in memory as Superset's list API does in SQL). */
export function listLayers(tenant: string): Promise<AnnotationLayerRecord[]> {
  return readPartition(AnnotationLayerRecord, keys.annotationLayer(tenant, 1).pk);
}

/** Delete a layer (absent is fine: callers check existence first to answer 404). */
export async function deleteLayerRecord(tenant: string, id: number): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.annotationLayer(tenant, id) }));
}

/** Store an annotation of its layer (see `writeVersioned`). */
export function writeAnnotation(tenant: string, record: AnnotationRecord, previousVersion?: number): Promise<void> {
  const key = keys.annotation(tenant, record.layer_id, record.id);
  return writeVersioned(
    key,
    record,
    previousVersion,
    'The annotation was changed by someone else; reload it and try again',
  );
}

/** An annotation of a layer by id, or undefined (also when it belongs to another layer). */
export function readAnnotation(tenant: string, layerId: number, id: number): Promise<AnnotationRecord | undefined> {
  return readItem(AnnotationRecord, keys.annotation(tenant, layerId, id));
}

/** Every annotation of a layer, by id. */
export function listAnnotations(tenant: string, layerId: number): Promise<AnnotationRecord[]> {
  return readPartition(AnnotationRecord, keys.annotation(tenant, layerId, 1).pk);
}

/** Delete an annotation (absent is fine). */
export async function deleteAnnotationRecord(tenant: string, layerId: number, id: number): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.annotation(tenant, layerId, id) }));
}

/** Whether a layer holds any annotation (one key-only read of at most one item). */
export async function layerHasAnnotations(tenant: string, layerId: number): Promise<boolean> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.annotation(tenant, layerId, 1).pk },
      ProjectionExpression: 'pk',
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).length > 0;
}
