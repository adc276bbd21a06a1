import { demoPreview } from './demoPrivacy';

// The demo's preview answers what the server would: custody with full access only.
describe("the demo's preview of the sample plan", () => {
  it("gives a full viewer each document's custody, the signed directive's among them", () => {
    const documents = demoPreview('full').documents;
    expect(documents.find((document) => document.title === 'Advance Health Directive')).toEqual(
      expect.objectContaining({
        custody: {
          signedOn: '2026-03-03',
          originalLocation: 'Fire safe, study closet',
          originalHolder: 'Attorney Jane Roe',
        },
      }),
    );
    expect(documents.every((document) => document.custody)).toBe(true);
  });

  it('sends no custody below full', () => {
    const documents = demoPreview('standard').documents;
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      for (const field of ['custody', 'signedOn', 'originalLocation', 'originalHolder']) {
        expect(document).not.toHaveProperty(field);
      }
    }
  });
});
