import { airports } from '#shared/examples/airports.ts';
import type { EmitRow, TableGenerator } from '../table-generator.ts';
import { buildAirports } from './airport-list.ts';

/** `airports`: the invented airport list, the same at every scale because it is a dimension of `flights`. */
export const airportsGenerator: TableGenerator = {
  table: airports,
  fixedSize: true,
  sortBy: ['IATA_CODE'],
  generate(_context, emit: EmitRow): void {
    for (const airport of buildAirports()) {
      emit([airport.code, airport.name, airport.city, airport.state, 'USA', airport.latitude, airport.longitude]);
    }
  },
};
