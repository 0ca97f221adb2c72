import { componentSchema, contractProblems } from '../../contract/openapi.ts';

/**
 * The spec subset was generated from marshmallow with two artefacts Superset's real answers do not share: item ids
 * typed as strings, and `many=True` nested fields (owners, columns, metrics) typed as one object instead of an
 * array. Those exact problems are set aside here; every element of those arrays is validated against the nested
 * schema instead, so nothing goes unchecked.
 */
const ARTEFACT =
  /^\/(id|ids\/\d+|(result\/)?(\d+\/)?(owners|columns|metrics)|result\/(\d+\/)?(owners|columns|metrics)) must be (string|object) /;

function elementProblems(path: string, items: unknown, schemaName: string): string[] {
  if (!Array.isArray(items)) return [`${path} is not an array`];
  const validate = componentSchema(schemaName);
  return items.flatMap((item, index) =>
    validate(item) ? [] : [`${path}/${index} ${JSON.stringify(validate.errors)}`],
  );
}

/** Contract problems of GET /api/v1/dataset/{pk}. */
export function datasetItemProblems(body: { result: Record<string, unknown> }): string[] {
  return [
    ...contractProblems('get', '/api/v1/dataset/{pk}', 200, body).filter((problem) => !ARTEFACT.test(problem)),
    ...elementProblems('/result/owners', body.result.owners, 'DatasetRestApi.get.User'),
    ...elementProblems('/result/columns', body.result.columns, 'DatasetRestApi.get.TableColumn'),
    ...elementProblems('/result/metrics', body.result.metrics, 'DatasetRestApi.get.SqlMetric'),
  ];
}

/** Contract problems of GET /api/v1/dataset/. */
export function datasetListProblems(body: { result: Record<string, unknown>[] }): string[] {
  return [
    ...contractProblems('get', '/api/v1/dataset/', 200, body).filter((problem) => !ARTEFACT.test(problem)),
    ...body.result.flatMap((row, index) =>
      elementProblems(`/result/${index}/owners`, row.owners, 'DatasetRestApi.get_list.User1'),
    ),
  ];
}
