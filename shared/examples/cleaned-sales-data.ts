import { column, countMetric, temporal } from './columns.ts';
import type { ExampleTable } from './types.ts';

/** Order lines of a scale-model vehicle wholesaler, 2003 to 2005 (synthetic, shaped like Superset's sales example). */
export const cleanedSalesData: ExampleTable = {
  name: 'cleaned_sales_data',
  description: 'Order lines with product, customer and deal size, January 2003 to May 2005 (synthetic).',
  columns: [
    column('order_number', 'BIGINT'),
    column('quantity_ordered', 'BIGINT'),
    column('price_each', 'DOUBLE'),
    column('order_line_number', 'BIGINT'),
    column('sales', 'DOUBLE', { description: 'quantity_ordered * price_each' }),
    temporal('order_date'),
    column('status', 'VARCHAR'),
    column('quarter', 'BIGINT'),
    column('month', 'BIGINT'),
    column('year', 'BIGINT'),
    column('product_line', 'VARCHAR'),
    column('msrp', 'BIGINT'),
    column('product_code', 'VARCHAR'),
    column('customer_name', 'VARCHAR'),
    column('phone', 'VARCHAR'),
    column('address_line1', 'VARCHAR'),
    column('address_line2', 'VARCHAR'),
    column('city', 'VARCHAR'),
    column('state', 'VARCHAR'),
    column('postal_code', 'VARCHAR'),
    column('country', 'VARCHAR'),
    column('territory', 'VARCHAR'),
    column('contact_last_name', 'VARCHAR'),
    column('contact_first_name', 'VARCHAR'),
    column('deal_size', 'VARCHAR', { description: 'Small, Medium or Large' }),
  ],
  main_dttm_col: 'order_date',
  metrics: [countMetric],
  rows: 2_823,
};
