import request from 'supertest';
import {
  signedDocumentKinds,
  signingPlaces,
  type SignedDocumentKind,
  type SigningPlace,
} from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { pdfText } from '../../testing/pdfText';
import { printableWizard } from './pdf/printableWizards';
import { renderWithSigningPage, signingPageWords } from './pdf/signingPage';
import { binaryBody } from '../../testing/binaryBody';

// The will, the advance health directive and the power of attorney end with a signing page for
// the place where the plan's owner signs (issue 29): its witnesses, notary, who may not witness,
// self-proving and statutory form, on a page of its own.
jest.setTimeout(60_000);

type Agent = ReturnType<typeof request.agent>;

interface Expected {
  witnesses: number;
  notary: boolean;
  /** A piece of the "who may not witness" sentence. */
  mayNotWitness: string;
  statutoryForm?: string;
  /** Words only this page has (a rule's note, the self-proving sentence). */
  says?: string;
}

const NO_BENEFICIARY =
  'No witness may be someone who receives anything under this document or anyone under 18.';
const SELF_PROVING = 'Optional: make the will self-proving.';

// The facts of each row, as the statutes say (contracts' signingRules.ts cites them).
const expected: Record<string, Record<SignedDocumentKind, Expected>> = {
  TX: {
    will: { witnesses: 2, notary: true, mayNotWitness: NO_BENEFICIARY, says: SELF_PROVING },
    'health-directive': {
      witnesses: 2,
      notary: true,
      mayNotWitness: 'At least one witness may not be your relative by blood, marriage or adoption',
      statutoryForm:
        'Texas has its own statutory form for this document: Directive to Physicians and Family or Surrogates',
    },
    'power-of-attorney': {
      witnesses: 0,
      notary: true,
      mayNotWitness: '',
      statutoryForm:
        'Texas has its own statutory form for this document: Statutory Durable Power of Attorney (Tex. Est. Code § 752.051)',
    },
  },
  FL: {
    will: { witnesses: 2, notary: true, mayNotWitness: NO_BENEFICIARY, says: SELF_PROVING },
    'health-directive': {
      witnesses: 2,
      notary: false,
      mayNotWitness:
        'At least one witness may not be your spouse; or your relative by blood, marriage or adoption.',
      statutoryForm:
        'Florida has its own statutory form for this document: Designation of Health Care Surrogate and Living Will',
    },
    'power-of-attorney': { witnesses: 2, notary: true, mayNotWitness: 'anyone under 18' },
  },
  CA: {
    will: {
      witnesses: 2,
      notary: false,
      mayNotWitness: NO_BENEFICIARY,
      says: 'California needs no self-proving affidavit',
    },
    'health-directive': {
      witnesses: 2,
      notary: true,
      mayNotWitness: 'your doctor or other health care provider, or their employee',
      statutoryForm:
        'California has its own statutory form for this document: Advance Health Care Directive (Cal. Prob. Code § 4701)',
    },
    'power-of-attorney': {
      witnesses: 2,
      notary: true,
      mayNotWitness:
        'No witness may be the agent or an alternate agent named in it or anyone under 18.',
      statutoryForm: 'Uniform Statutory Form Power of Attorney (Cal. Prob. Code § 4401)',
    },
  },
  LA: {
    will: {
      witnesses: 2,
      notary: true,
      mayNotWitness: 'your spouse',
      says: 'Louisiana requires a notarial testament',
    },
    'health-directive': {
      witnesses: 2,
      notary: false,
      mayNotWitness: 'someone who would inherit from you, by will or by law',
      statutoryForm: 'Louisiana has its own statutory form for this document: Declaration',
    },
    'power-of-attorney': {
      witnesses: 2,
      notary: true,
      mayNotWitness: 'the agent or an alternate agent named in it',
      says: 'must be an authentic act',
    },
  },
  PA: {
    // No witness is required, but the will can be self-proved, which takes two and a notary.
    will: {
      witnesses: 2,
      notary: true,
      mayNotWitness: NO_BENEFICIARY,
      says: 'Pennsylvania does not require witnesses for a will you sign yourself',
    },
    'health-directive': {
      witnesses: 2,
      notary: false,
      mayNotWitness: 'the person who signs for you, if you cannot sign yourself',
    },
    'power-of-attorney': {
      witnesses: 2,
      notary: true,
      mayNotWitness: 'the person who signs for you',
      says: 'your agent signs an acknowledgment before acting',
    },
  },
};

const abroad: Expected = {
  witnesses: 2,
  notary: true,
  mayNotWitness: 'No witness may be someone who receives anything under this document',
  says: 'ask a local lawyer or notary before you sign',
};
const notChosen: Expected = {
  witnesses: 2,
  notary: true,
  mayNotWitness: 'No witness may be someone who receives anything under this document',
  says: 'depends on the state where you sign it',
};

const headings: Record<SignedDocumentKind, string> = {
  will: 'will',
  'health-directive': 'advance health directive',
  'power-of-attorney': 'power of attorney',
};

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp();
});
afterAll(() => testApp.close());

async function signUp(name: string): Promise<Agent> {
  const agent = request.agent(testApp.app.callback());
  await agent
    .post('/api/auth/signup')
    .send({ name, email: `${name.toLowerCase()}@example.com`, password: 'secret-123' })
    .expect(201);
  return agent;
}

/** The PDF's text, whitespace folded (pdf.js breaks lines where the layout wraps), and pages. */
async function pdfOf(agent: Agent, kind: SignedDocumentKind) {
  const response = await binaryBody(agent.get(`/api/wizards/${kind}/pdf`)).expect(200);
  const { text, pages } = await pdfText(response.body as Buffer);
  return { text: text.replace(/\s+/g, ' '), pages };
}

/** The text of the last page: after the footer of the one before it. */
function lastPage(text: string, pages: number): string {
  const before = text.indexOf(`Page ${pages - 1} of ${pages}`);
  expect(before).toBeGreaterThanOrEqual(0);
  return text.slice(before);
}

function expectSigningPage(text: string, pages: number, heading: string, page: Expected) {
  // The record comes first; the signing page is the last page, whole.
  expect(pages).toBeGreaterThanOrEqual(2);
  const last = lastPage(text, pages);
  expect(last).toContain(heading);
  expect(text.indexOf(heading)).toBe(text.lastIndexOf(heading));
  expect(last).toContain('Your signature Your printed name Date');
  expect(last.match(/Witness \d: signature/g) ?? []).toHaveLength(page.witnesses);
  expect(last.match(/Witness \d: address/g) ?? []).toHaveLength(page.witnesses);
  if (page.witnesses > 0) expect(last).toContain(`Witness ${page.witnesses}: address`);
  if (page.notary) {
    // An acknowledgment, or (Louisiana) the notary's part of the one sitting.
    expect(last).toContain('Signature of the notary public');
    expect(last).toContain('My commission expires');
  } else {
    expect(text).not.toContain('Signature of the notary public');
  }
  if (page.mayNotWitness) expect(last).toContain(page.mayNotWitness);
  else expect(last).not.toContain('may not be');
  if (page.statutoryForm) expect(last).toContain(page.statutoryForm);
  else expect(text).not.toContain('has its own statutory form');
  if (page.says) expect(last).toContain(page.says);
}

describe('the signing page of the will, the health directive and the power of attorney', () => {
  let ann: Agent;
  beforeAll(async () => {
    ann = await signUp('Ann');
    // A record in each, so that the record's own pages come before the signing page.
    for (const kind of signedDocumentKinds) {
      await ann
        .put(`/api/wizards/${kind}`)
        .send({ status: 'draft', data: emptyWizardData(kind, () => `row-${kind}`) })
        .expect(200);
    }
  });

  const setPlace = (place: SigningPlace) =>
    ann.put('/api/account/signing-place').send({ signingPlace: place }).expect(200);

  it.each(Object.keys(expected))('%s: its rules on the last page of each', async (code) => {
    const place = code as SigningPlace;
    await setPlace(place);
    const name = {
      TX: 'Texas',
      FL: 'Florida',
      CA: 'California',
      LA: 'Louisiana',
      PA: 'Pennsylvania',
    }[code]!;
    for (const kind of signedDocumentKinds) {
      const { text, pages } = await pdfOf(ann, kind);
      expectSigningPage(
        text,
        pages,
        `Signing your ${headings[kind]} in ${name}`,
        expected[code]![kind],
      );
      expect(text).toContain(`These are the signing rules of ${name} as we understand them`);
    }
  });

  it("prints Louisiana's notarial testament with the statute's attestation clause, signed at one sitting", async () => {
    await setPlace('LA');
    const { text, pages } = await pdfOf(ann, 'will');
    const last = lastPage(text, pages);
    expect(last).toContain(
      'Attestation clause, signed by the witnesses and the notary: “In our presence the testator has declared or signified that this instrument is the testator’s testament and has signed it at the end and on each other separate page',
    );
    expect(last).toContain(
      'and the witnesses above signed it before me, a notary public, all of us present together.',
    );
    expect(last).not.toContain('Each witness declares');
    expect(last).not.toContain('acknowledged signing it voluntarily');

    await setPlace('TX');
    const texas = await pdfOf(ann, 'will');
    const texasLast = lastPage(texas.text, texas.pages);
    expect(texasLast).toContain('Each witness declares');
    expect(texasLast).toContain('Notary acknowledgment');
  });

  it('another country: two witnesses, a notary, and a word to ask locally', async () => {
    await setPlace('other');
    for (const kind of signedDocumentKinds) {
      const { text, pages } = await pdfOf(ann, kind);
      expectSigningPage(
        text,
        pages,
        `Signing your ${headings[kind]} outside the United States`,
        abroad,
      );
      expect(text).toContain('State or country');
    }
  });

  it('not chosen yet: the general page, which asks for the place in Account', async () => {
    const bob = await signUp('Bob');
    for (const kind of signedDocumentKinds) {
      const { text, pages } = await pdfOf(bob, kind);
      expectSigningPage(text, pages, `Signing your ${headings[kind]}`, notChosen);
      expect(text).toContain('Choose where you sign in Account ("Where you sign")');
      expect(text).not.toContain(`Signing your ${headings[kind]} in `);
    }
  });

  it('prints no signing page on the other wizards’ PDFs', async () => {
    await setPlace('TX');
    for (const kind of ['hipaa-authorization', 'digital-assets', 'final-wishes']) {
      const response = await binaryBody(ann.get(`/api/wizards/${kind}/pdf`)).expect(200);
      const { text } = await pdfText(response.body as Buffer);
      expect(text).not.toContain('Signing your');
      expect(text).not.toMatch(/Witness \d: signature/);
    }
  });
});

// pdfmake drops a block kept together that is taller than a page: each place's page must fit.
// One test per document, each well within the time limit on a busy machine.
it.each(signedDocumentKinds)(
  "fits the %s's signing page of every place, and of none chosen, whole on the last page",
  async (kind) => {
    const record = printableWizard({
      kind,
      status: 'draft',
      data: emptyWizardData(kind, () => 'row'),
      documentId: null,
      updatedAt: null,
    } as Parameters<typeof printableWizard>[0]);
    for (const place of [...signingPlaces, null]) {
      const words = signingPageWords(place, kind);
      const bytes = await renderWithSigningPage(record, '2026-01-01', kind, place);
      const { text, pages } = await pdfText(bytes);
      const last = lastPage(text.replace(/\s+/g, ' '), pages);
      const lastLine = words.notaryBlock
        ? 'My commission expires'
        : `Witness ${words.witnessLines}: address`;
      expect({ place, kind, heading: last.includes(words.heading) }).toEqual({
        place,
        kind,
        heading: true,
      });
      expect({ place, kind, end: last.includes(lastLine) }).toEqual({ place, kind, end: true });
    }
  },
);
