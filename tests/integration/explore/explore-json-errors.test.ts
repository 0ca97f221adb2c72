import { describe, expect, it } from 'vitest';
import { useApiClient } from '../helpers/api-client.ts';

const client = useApiClient();
const exploreGet = (formData: object | string) =>
  client.get(
    `/superset/explore_json/?form_data=${encodeURIComponent(typeof formData === 'string' ? formData : JSON.stringify(formData))}`,
  );

describe('/superset/explore_json/ refusals', () => {
  it('answers 400 naming an unsupported viz type', async () => {
    // Act
    const response = await exploreGet({ datasource: '1__table', viz_type: 'sankey', metrics: ['count'] });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        message:
          'Viz type "sankey" is not supported by /superset/explore_json/: use table, line, bar, area or echarts_timeseries*',
      },
    });
  });

  it('answers 400 without form_data', async () => {
    // Act
    const response = await client.get('/superset/explore_json/');

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'form_data is required' } });
  });

  it('answers 400 for form_data that is not JSON, posted as a form', async () => {
    // Act
    const response = await client.postForm('/superset/explore_json/', { form_data: '{not json' });

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'form_data is not valid JSON' } });
  });

  it('answers 400 naming a missing datasource', async () => {
    // Act
    const response = await exploreGet({ viz_type: 'table' });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: { message: { datasource: ['form_data needs a datasource ("<id>__table")'] } },
    });
  });
});
