import { cleanedSalesData } from '#shared/examples/cleaned-sales-data.ts';
import { DAY_MS, roundTo, shuffled, utcMs, weightedPicker } from '../helpers.ts';
import type { Rng } from '../prng.ts';
import type { EmitRow, GeneratorContext, TableGenerator } from '../table-generator.ts';
import { buildCustomers, buildProducts } from './sales-parties.ts';
import type { Customer, Product } from './sales-parties.ts';

const FIRST_DAY = utcMs(2003, 1, 6);
const LAST_DAY = utcMs(2005, 5, 31);
const FIRST_ORDER_NUMBER = 10100;
const MAX_LINES = 18;
/** Relative order volume per month: the autumn holiday rush triples sales. */
const MONTH_VOLUME = [0.8, 0.8, 0.9, 0.8, 0.9, 0.8, 0.8, 0.9, 1, 1.6, 2.6, 1.2];

interface Order {
  day: number;
  lines: number;
}

/** A day between the first and last order date, likelier in busy months (rejection sampling). */
function orderDay(rng: Rng): number {
  const busiest = Math.max(...MONTH_VOLUME);
  for (;;) {
    const day = FIRST_DAY + rng.int(0, (LAST_DAY - FIRST_DAY) / DAY_MS) * DAY_MS;
    if (rng.next() * busiest < (MONTH_VOLUME[new Date(day).getUTCMonth()] as number)) return day;
  }
}

/** Orders whose line counts add up to exactly `rows`, numbered in date order as an order book would be. */
function planOrders(rows: number, rng: Rng): Order[] {
  const orders: Order[] = [];
  for (let planned = 0; planned < rows;) {
    const lines = Math.min(rng.int(1, MAX_LINES), rows - planned);
    orders.push({ day: orderDay(rng), lines });
    planned += lines;
  }
  return orders.sort((left, right) => left.day - right.day);
}

/** Recent orders are still open; older ones are mostly shipped with a few problem cases. */
function orderStatus(day: number, rng: Rng): string {
  if (LAST_DAY - day < 45 * DAY_MS) return rng.pick(['In Process', 'In Process', 'On Hold', 'Shipped']);
  const roll = rng.next();
  if (roll < 0.02) return 'Cancelled';
  if (roll < 0.03) return 'Disputed';
  return roll < 0.045 ? 'Resolved' : 'Shipped';
}

function dealSize(sales: number): string {
  if (sales < 3000) return 'Small';
  return sales < 7000 ? 'Medium' : 'Large';
}

function emitOrder(
  order: Order,
  orderNumber: number,
  customer: Customer,
  products: readonly Product[],
  rng: Rng,
  emit: EmitRow,
): void {
  const date = new Date(order.day);
  const month = date.getUTCMonth() + 1;
  const status = orderStatus(order.day, rng);
  const lineProducts = shuffled(products, rng).slice(0, order.lines);
  lineProducts.forEach((product, index) => {
    const quantity = rng.int(6, 97);
    const priceEach = roundTo(product.msrp * rng.float(0.75, 1.15), 2);
    const sales = roundTo(quantity * priceEach, 2);
    emit([
      orderNumber,
      quantity,
      priceEach,
      index + 1,
      sales,
      order.day,
      status,
      Math.ceil(month / 3),
      month,
      date.getUTCFullYear(),
      product.line,
      product.msrp,
      product.code,
      customer.name,
      ...customer.cells,
      dealSize(sales),
    ]);
  });
}

/** `cleaned_sales_data`: order lines; larger scales add orders (distinct order numbers) over the same dates. */
export const cleanedSalesDataGenerator: TableGenerator = {
  table: cleanedSalesData,
  sortBy: ['order_number', 'order_line_number'],
  generate({ scale, rng }: GeneratorContext, emit: EmitRow): void {
    const products = buildProducts(rng);
    const customers = buildCustomers(rng);
    const pickCustomer = weightedPicker(customers.map((customer) => customer.weight));
    planOrders(cleanedSalesData.rows * scale, rng).forEach((order, index) => {
      emitOrder(order, FIRST_ORDER_NUMBER + index, customers[pickCustomer(rng)] as Customer, products, rng, emit);
    });
  },
};
