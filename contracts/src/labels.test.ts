// The dashboard's first screen reads these labels, so their entry must come without the schemas.
jest.mock('yup', () => {
  throw new Error('yup was loaded');
});

describe('@legacy-planner/contracts/labels', () => {
  it('loads without yup, which the main entry needs', () => {
    expect(() => jest.requireActual('./index')).toThrow('yup was loaded');
    jest.resetModules();
    expect(() => jest.requireActual('./labels')).not.toThrow();
  });

  it("names a privacy item's category by its kind's label, and an unknown one as it is", () => {
    const { itemCategoryLabel } = jest.requireActual<typeof import('./labels')>('./labels');
    expect(itemCategoryLabel('document', 'poa')).toBe('Power of Attorney');
    expect(itemCategoryLabel('file', 'digital')).toBe('Digital Assets');
    expect(itemCategoryLabel('wizard', 'hipaa-authorization')).toBe('HIPAA Authorization');
    expect(itemCategoryLabel('contact', 'medical_proxy')).toBe('Medical Proxy');
    expect(itemCategoryLabel('wish', 'flowers')).toBe('Flowers');
    expect(itemCategoryLabel('message', 'video')).toBe('Video');
    expect(itemCategoryLabel('wish', 'poa')).toBe('poa');
    expect(itemCategoryLabel('document', 'toString')).toBe('toString');
  });
});
