import type { Contact, PlanDocument, Wish } from '@legacy-planner/contracts';
import { legacyProgress } from './legacyProgress';

const document = (category: PlanDocument['category'], status: PlanDocument['status']) =>
  ({ category, status }) as PlanDocument;
const many = <T>(count: number) => Array.from({ length: count }, () => ({}) as T);

describe('legacyProgress', () => {
  it('is 0 for an empty plan', () => {
    expect(legacyProgress([], [], [])).toEqual({
      documents: 0,
      wishes: 0,
      contacts: 0,
      overall: 0,
    });
  });

  it('counts each core document once, and only when completed', () => {
    const documents = [
      document('will', 'completed'),
      document('will', 'completed'),
      document('health', 'in_progress'),
      document('financial', 'completed'),
      document('poa', 'completed'),
    ];
    expect(legacyProgress(documents, [], []).documents).toBe(50);
  });

  it('caps wishes at 20 and contacts at 5', () => {
    expect(legacyProgress([], many<Wish>(5), many<Contact>(1))).toMatchObject({
      wishes: 25,
      contacts: 20,
    });
    expect(legacyProgress([], many<Wish>(40), many<Contact>(9))).toMatchObject({
      wishes: 100,
      contacts: 100,
    });
  });

  it('rounds the mean of the three parts', () => {
    const documents = CORE.map((category) => document(category, 'completed'));
    expect(legacyProgress(documents, many<Wish>(1), many<Contact>(1)).overall).toBe(
      Math.round((100 + 5 + 20) / 3),
    );
  });
});

const CORE = ['will', 'health', 'poa', 'hipaa'] as const;
