import { describe, expect, it } from 'vitest';
import {
  choiceFilter,
  flagFilter,
  listUrlCodec,
  urlId,
  urlText,
  type Choice,
  type ListModel,
  type ListStateBase,
} from '../../../../../web/app/features/lists/index.ts';

/** A list of its own, so the codec is tested apart from the charts' and dashboards' filters. */
interface ItemListState extends ListStateBase<'name' | 'changed_on'> {
  owner?: Choice<number>;
  kind?: Choice<string>;
  active?: boolean;
}

const MODEL: ListModel<ItemListState> = {
  defaults: { search: '', sortColumn: 'changed_on', sortOrder: 'desc', pageIndex: 0, pageSize: 25, viewMode: 'table' },
  sortColumns: ['name', 'changed_on'],
  sortLabels: { name: 'Name', changed_on: 'Last modified' },
  sortOptions: [],
  filterFields: ['search', 'owner', 'kind', 'active'],
};

const CODEC = listUrlCodec<ItemListState>(MODEL, 'item_name', [
  choiceFilter('owners', 'owner', urlId),
  choiceFilter('kind', 'kind', urlText.min(1)),
  flagFilter('active', 'active', ['Active', 'Retired']),
]);

const everything: ItemListState = {
  search: "it's big",
  owner: { value: 3, label: 'Ann Lee' },
  kind: { value: 'pie', label: 'Pie' },
  active: false,
  sortColumn: 'name',
  sortOrder: 'asc',
  pageIndex: 4,
  pageSize: 100,
  viewMode: 'card',
};

describe('listUrlCodec', () => {
  it('writes the defaults as no query, and every part under its Superset key with the flag in its words', () => {
    // Act
    const written = [CODEC.toSearch(MODEL.defaults), CODEC.toSearch(everything)];

    // Assert
    expect(written).toEqual([
      '',
      "?filters=(active:(label:Retired,value:!f),item_name:'it!'s%20big',kind:(label:Pie,value:pie),owners:(label:'Ann%20Lee',value:3))" +
        '&pageIndex=4&pageSize=100&sortColumn=name&sortOrder=asc&viewMode=card',
    ]);
  });

  it('reads back what it wrote', () => {
    // Act
    const state = CODEC.fromSearch(new URLSearchParams(CODEC.toSearch(everything)));

    // Assert
    expect(state).toEqual(everything);
  });

  it.each([
    { name: 'an empty query', search: '', expected: {} },
    {
      name: 'bare filter values written by hand',
      search: 'filters=(owners:3,kind:pie,active:!t)',
      expected: { owner: { value: 3, label: '3' }, kind: { value: 'pie', label: 'pie' }, active: true },
    },
    {
      name: 'broken Rison, each other part still read',
      search: 'filters=(((&pageSize=10&viewMode=card',
      expected: { pageSize: 10, viewMode: 'card' },
    },
    {
      name: 'hostile values, each falling back to its default',
      search:
        "filters=(owners:(label:x,value:-1),kind:'',active:maybe,item_name:!(1,2))&sortColumn=password&sortOrder=sideways&pageIndex=1e99&pageSize=7&viewMode=<script>",
      expected: {},
    },
    { name: 'a negative page', search: 'pageIndex=-3', expected: {} },
    {
      name: 'one bad filter, keeping the others',
      search: "filters=(owners:(label:x,value:'1'),active:!f)",
      expected: { active: false },
    },
    {
      name: 'a label that is no text, replaced by the value',
      search: 'filters=(owners:(label:!(1),value:4))',
      expected: { owner: { value: 4, label: '4' } },
    },
  ])('reads $name', ({ search, expected }) => {
    // Act
    const state = CODEC.fromSearch(new URLSearchParams(search));

    // Assert
    expect(state).toEqual({ ...MODEL.defaults, ...expected });
  });
});
