import { deliveryDay, dueMessages, isDeliveryDue, type DueTiming } from './due';

// The pure decision the delivery at release (and, later, a job) makes for each message.

const now = new Date('2026-06-15T09:30:00.000Z');
const released = { released: true, now };

const message = (deliveryTiming: DueTiming['deliveryTiming'], specificDate = '') => ({
  deliveryTiming,
  specificDate,
});

describe('which messages are due', () => {
  it('delivers nothing before the after-passing release, whatever the timing', () => {
    for (const timing of ['upon_passing', 'specific_date', 'life_milestone', ''] as const) {
      expect(isDeliveryDue(message(timing, '2020-01-01'), { released: false, now })).toBe(false);
    }
  });

  it('delivers "upon passing" at the release', () => {
    expect(isDeliveryDue(message('upon_passing'), released)).toBe(true);
  });

  it('delivers a specific date already past or today at the release, not one still to come', () => {
    expect(isDeliveryDue(message('specific_date', '2026-06-14'), released)).toBe(true);
    expect(isDeliveryDue(message('specific_date', '2026-06-15'), released)).toBe(true);
    expect(isDeliveryDue(message('specific_date', '2026-06-16'), released)).toBe(false);
    expect(isDeliveryDue(message('specific_date', ''), released)).toBe(false);
  });

  it('never delivers a life milestone by time, nor a message without a timing', () => {
    expect(isDeliveryDue(message('life_milestone'), released)).toBe(false);
    expect(isDeliveryDue(message(''), released)).toBe(false);
  });

  it('keeps the due ones in their order, and names the day a dated one waits for', () => {
    const list = [
      { id: 'a', ...message('life_milestone') },
      { id: 'b', ...message('specific_date', '2030-01-01') },
      { id: 'c', ...message('upon_passing') },
      { id: 'd', ...message('specific_date', '2001-01-01') },
    ];
    expect(dueMessages(list, released).map((item) => item.id)).toEqual(['c', 'd']);
    expect(list.map(deliveryDay)).toEqual(['', '2030-01-01', '', '2001-01-01']);
  });
});
