import { ValidationError } from 'yup';
import {
  ITEM_ROWS,
  foundItemsOf,
  overviewAfterChange,
  foundItemsQuerySchema,
  itemsOverviewOf,
  itemsOverviewQuerySchema,
} from './itemSelection';
import type { PrivacyItem } from './privacyTypes';
import type { PrivacyItemType, ReleaseSettings } from './releaseSettings';

const full: ReleaseSettings = {
  requiredAccessLevel: 'full',
  isVisible: true,
  releaseTiming: 'after_passing',
};
const standardNow: ReleaseSettings = {
  requiredAccessLevel: 'standard',
  isVisible: true,
  releaseTiming: 'immediate',
};

function item(
  type: PrivacyItemType,
  id: string,
  title: string,
  category: string,
  settings: ReleaseSettings = full,
  more: Partial<PrivacyItem> = {},
): PrivacyItem {
  return {
    type,
    id,
    title,
    category,
    ...settings,
    securityLevel: 'confidential',
    follows: null,
    setApart: false,
    recipientOnly: false,
    recommended: full,
    ...more,
  };
}

const plan = [
  item('document', 'd1', 'My will', 'will'),
  item('document', 'd2', 'Bank accounts', 'financial', standardNow),
  item('document', 'd3', 'Pension', 'financial'),
  item('document', 'd4', 'House deed', 'property', { ...full, isVisible: false }),
  item('file', 'f1', 'deed.pdf', 'property', standardNow, {
    follows: { type: 'document', id: 'd4', title: 'House deed' },
  }),
  item('wish', 'w1', 'Jazz at the service', 'music', standardNow),
  item('message', 'm1', 'Letter to Sam', 'letter', standardNow, { recipientOnly: true }),
];

async function refusal(schema: { validate(value: unknown): Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { strict: true, abortEarly: false });
  } catch (error) {
    return (error as ValidationError).errors;
  }
  return [];
}

describe("the Privacy tab's items, picked on the server", () => {
  it('sums up the whole plan and gives each kind its count and first rows', () => {
    const overview = itemsOverviewOf(plan, {});
    expect(overview).toMatchObject({
      total: 7,
      // Visible items, messages aside: the hidden deed and the letter are not counted.
      released: { immediate: 3, emergency: 0, after_passing: 2 },
      // The bank accounts, the hidden deed and the wish: the file follows its document, and the
      // message goes to its recipient whatever it says.
      differing: 3,
    });
    expect(overview.categories).toContainEqual({
      type: 'document',
      category: 'financial',
      count: 2,
    });
    expect(
      overview.groups.map((group) => [group.type, group.count, group.items.map((one) => one.id)]),
    ).toEqual([
      ['document', 4, ['d1', 'd2', 'd3']],
      ['file', 1, ['f1']],
      ['wish', 1, ['w1']],
      ['message', 1, ['m1']],
    ]);
    expect(ITEM_ROWS.first).toBe(3);
  });

  it('counts only what a search or a filter picks, and keeps the summary of the whole plan', () => {
    const searched = itemsOverviewOf(plan, { q: 'DEED house', first: '50' });
    expect(searched.groups.map((group) => [group.type, group.count])).toEqual([['document', 1]]);
    expect(searched.total).toBe(7);
    expect(searched.released.immediate).toBe(3);

    const financialNow = itemsOverviewOf(plan, {
      type: 'document',
      category: 'financial',
      level: 'standard',
      timing: 'immediate',
    });
    expect(financialNow.groups).toEqual([{ type: 'document', count: 1, items: [plan[1]] }]);
  });

  it('pages through what a filter picks, with its total', () => {
    expect(foundItemsOf(plan, { type: 'document', offset: '3', limit: '50' })).toEqual({
      total: 4,
      items: [plan[3]],
    });
    expect(foundItemsOf(plan, { differing: 'true', limit: '1' })).toEqual({
      total: 3,
      items: [plan[1]],
    });
    expect(foundItemsOf(plan, { q: 'nothing like it' })).toEqual({ total: 0, items: [] });
  });

  it('moves its sums by one changed item as a new answer would, and shows the item as it is', () => {
    const shown = { ...plan[1]!, isVisible: false };
    const apart = { ...plan[4]!, ...full, follows: null, setApart: true };
    let overview = itemsOverviewOf(plan, {});
    overview = overviewAfterChange(overview, plan[1]!, shown);
    overview = overviewAfterChange(overview, plan[4]!, apart);
    const changed = plan.map((one) => (one.id === 'd2' ? shown : one.id === 'f1' ? apart : one));
    expect(overview).toEqual(itemsOverviewOf(changed, {}));
  });

  it('refuses a query it cannot read, saying which part', async () => {
    expect(await refusal(foundItemsQuerySchema, { limit: '0' })).toEqual([
      `limit must be from 1 to ${ITEM_ROWS.step}`,
    ]);
    expect(await refusal(foundItemsQuerySchema, { offset: '-1', type: 'letter' })).toEqual([
      'type must be one of: document, file, wish, contact, wizard, message',
      'offset must be a whole number',
    ]);
    expect(await refusal(itemsOverviewQuerySchema, { first: '51', q: 'x'.repeat(201) })).toEqual(
      expect.arrayContaining(['q must be at most 200 characters', 'first must be from 1 to 50']),
    );
    expect(await refusal(foundItemsQuerySchema, { differing: 'false' })).toHaveLength(1);
    expect(await refusal(foundItemsQuerySchema, { sort: 'title' })).toHaveLength(1);
    expect(await refusal(itemsOverviewQuerySchema, { q: 'deed', level: 'full' })).toEqual([]);
  });
});
