import { telHref } from './telHref';

describe('telHref', () => {
  it('keeps the digits and a leading + of the number as written', () => {
    expect(telHref('+44 20 7946 0018')).toBe('tel:+442079460018');
    expect(telHref('(555) 010-0')).toBe('tel:5550100');
    expect(telHref('555+0100')).toBe('tel:5550100');
  });

  it('links nothing when there is no digit to dial', () => {
    expect(telHref('ask the neighbour')).toBeNull();
    expect(telHref('+')).toBeNull();
  });
});
