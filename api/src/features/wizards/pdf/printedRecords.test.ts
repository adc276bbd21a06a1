import type { WizardDataByKind, WizardKind } from '@legacy-planner/contracts';
import {
  HIPAA_PURPOSE,
  HIPAA_RELEASED_BY,
  POA_SPRINGING_IMMEDIATELY_PRINTED,
  emptyWizardData,
  hipaaRequiredStatements,
} from '@legacy-planner/contracts/wizards';
import { pdfText } from '../../../testing/pdfText';
import { printableWizard } from './printableWizards';
import { renderPdf } from './renderPdf';

// What each wizard's PDF says, read back from the PDF's text: the fixes found by printing each
// record (issue 29). The printers and pdfmake run as in production; only the API is left out.

let rowNumber = 0;
const rowId = () => `row-${++rowNumber}`;

const blank = <K extends WizardKind>(kind: K) => emptyWizardData(kind, rowId);

/**
 * The PDF of a record: its text with whitespace folded (pdf.js breaks lines where the layout
 * wraps), and each page's lines.
 */
async function printed<K extends WizardKind>(kind: K, data: WizardDataByKind[K]) {
  const bytes = await renderPdf(printableWizard<K>({ kind, data }), '2026-11-20');
  const { text, pageTexts } = await pdfText(bytes);
  return {
    text: text.replace(/\s+/g, ' '),
    pageLines: pageTexts.map((page) => page.split('\n').map((line) => line.trim())),
  };
}

const folded = (text: string) => text.replace(/\s+/g, ' ');
const escaped = (text: string) => folded(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the PDF prints `label`, then `value` (a label and its value share a line, unspaced). */
const printsPair = (text: string, label: string, value: string) =>
  new RegExp(`${escaped(label)} ?${escaped(value)}`).test(text);

describe('the HIPAA authorization PDF', () => {
  it('names who may release the records and carries every statement the form shows', async () => {
    const data = blank('hipaa-authorization');
    data.patientInfo.fullName = 'Zoë Ångström';
    data.recipients[0] = { ...data.recipients[0]!, fullName: 'José Núñez', relationship: 'Son' };
    data.scopeOfAccess.labResults = true;
    data.expirationType = 'until_revoked';
    const { text } = await printed('hipaa-authorization', data);

    // The core elements of 45 CFR 164.508(c)(1): who may release, to whom, what, why, until
    // when; then the statements of (c)(2), in the words the form shows them in.
    const elements = {
      releasedBy: printsPair(text, 'Who May Release My Records', HIPAA_RELEASED_BY),
      recipient: printsPair(text, 'José Núñez', 'Son'),
      records: printsPair(text, 'Records released', 'Lab results'),
      purpose: printsPair(text, 'Purpose of Disclosure', HIPAA_PURPOSE),
      expiry: printsPair(text, 'Expires', 'Until I revoke it'),
      ...Object.fromEntries(
        hipaaRequiredStatements.map((statement) => [statement, text.includes(folded(statement))]),
      ),
    };
    expect(elements).toEqual(
      Object.fromEntries(Object.keys(elements).map((element) => [element, true])),
    );
  });

  it('states the right to revoke in writing, how, and both exceptions to it', async () => {
    const { text } = await printed('hipaa-authorization', blank('hipaa-authorization'));

    // 164.508(c)(2)(i)(A) read with (b)(5): revocation in writing, how to revoke, and the two
    // exceptions: action already taken in reliance on it, and an insurer's right to contest a
    // claim where it was a condition of obtaining coverage.
    expect({
      inWriting: /revoke this authorization at any time by writing to/.test(text),
      reliance: /already acted in reliance on it/.test(text),
      insurer: /condition of obtaining insurance coverage.*contest a claim/.test(text),
    }).toEqual({ inWriting: true, reliance: true, insurer: true });
  });
});

describe('the digital assets PDF', () => {
  it("prints each account's notes under it, and never its password", async () => {
    const data = blank('digital-assets');
    const note = 'Post a goodbye in the garden thread, then close the account after a month.';
    data.accounts = [
      {
        id: rowId(),
        platform: 'Garden forum',
        username: 'zoe.gardens',
        password: 'Tr0ub4dor-unique-secret',
        action: 'other',
        notes: note,
      },
      {
        id: rowId(),
        platform: 'Photos cloud',
        username: 'zoe@example.com',
        password: '',
        action: 'archive',
        notes: '',
      },
    ];
    const { text, pageLines } = await printed('digital-assets', data);
    const lines = pageLines.flat();

    // The note on lines of its own, under its account's action and before the next account.
    const noteLine = lines.findIndex((line) => line === `Notes${note}`);
    expect(noteLine).toBeGreaterThan(lines.indexOf('What to doOther (see notes)'));
    expect(noteLine).toBeLessThan(lines.findIndex((line) => line.includes('Photos cloud')));
    expect(text).toContain('Kept in your vault, not printed');
    expect(text).not.toContain('Tr0ub4dor-unique-secret');
  });
});

describe('the power of attorney PDF', () => {
  const poa = (poaType: 'durable' | 'springing', effectiveDate: 'immediately' | 'incapacity') => {
    const data = blank('power-of-attorney');
    data.principalInfo.fullName = 'Zoë Ångström';
    data.poaType = poaType;
    data.effectiveDate = effectiveDate;
    return data;
  };

  it('says what "Springing" with "Immediately" means as printed', async () => {
    const { text } = await printed('power-of-attorney', poa('springing', 'immediately'));
    expect(printsPair(text, 'POA type', 'Springing')).toBe(true);
    expect(printsPair(text, 'Effective', 'Immediately')).toBe(true);
    expect(text).toContain(folded(POA_SPRINGING_IMMEDIATELY_PRINTED));
  });

  it.each([
    ['springing', 'incapacity'],
    ['durable', 'immediately'],
  ] as const)('prints %s, effective %s, without it', async (poaType, effectiveDate) => {
    const { text } = await printed('power-of-attorney', poa(poaType, effectiveDate));
    expect(text).not.toContain('contradicts');
  });
});

describe('the health directive PDF', () => {
  type Directive = WizardDataByKind['health-directive'];
  const directive = (
    wishes: {
      [W in keyof Directive['medicalWishes']]: Directive['medicalWishes'][W]['choice'];
    },
    hasAlternateAgent: boolean,
  ) => {
    const data = blank('health-directive');
    data.basicInfo.fullName = 'Zoë Ångström';
    data.medicalPowerOfAttorney.agentName = 'José Núñez';
    data.medicalPowerOfAttorney.hasAlternateAgent = hasAlternateAgent;
    data.medicalPowerOfAttorney.alternateAgent = 'Chloé Dubois';
    for (const [wish, choice] of Object.entries(wishes)) {
      data.medicalWishes[wish as keyof typeof wishes].choice = choice as never;
    }
    return data;
  };

  // Every choice of the wizard, each value, as the person's own sentence: never "DNR: No".
  it.each<[string, Directive, (string | [label: string, value: string])[]]>([
    [
      'the first value of each choice',
      directive(
        {
          doNotResuscitate: 'yes',
          organDonation: 'yes',
          mechanicalVentilation: 'allow',
          feedingTube: 'allow',
        },
        true,
      ),
      [
        'I want a do-not-resuscitate order: do not attempt CPR if my heart or breathing stops.',
        'I want to donate my organs and tissues.',
        'I allow a breathing machine (mechanical ventilation) to be used.',
        'I allow tube feeding to be used.',
        ['Alternate agent', 'Chloé Dubois'],
      ],
    ],
    [
      'the second value of each choice',
      directive(
        {
          doNotResuscitate: 'no',
          organDonation: 'no',
          mechanicalVentilation: 'do_not_allow',
          feedingTube: 'do_not_allow',
        },
        false,
      ),
      [
        'I do not want a do-not-resuscitate order: attempt CPR if my heart or breathing stops.',
        'I do not want to donate my organs or tissues.',
        'I do not want a breathing machine (mechanical ventilation) to be used.',
        'I do not want tube feeding to be used.',
        ['Alternate agent', 'I have not named an alternate agent.'],
      ],
    ],
    [
      'no choice made',
      directive(
        { doNotResuscitate: '', organDonation: '', mechanicalVentilation: '', feedingTube: '' },
        false,
      ),
      [
        'I have not said whether I want a do-not-resuscitate order.',
        'I have not said whether I want to donate my organs.',
        'I have not said whether a breathing machine (mechanical ventilation) may be used.',
        'I have not said whether tube feeding may be used.',
      ],
    ],
  ])('writes %s as a sentence in the person’s voice', async (_, data, sentences) => {
    const { text } = await printed('health-directive', data);
    const missing = sentences.filter((expected) =>
      typeof expected === 'string' ? !text.includes(expected) : !printsPair(text, ...expected),
    );
    expect(missing).toEqual([]);
    expect(text).not.toMatch(/: (YES|NO|ALLOW|DO NOT ALLOW|Not stated)\b/);
    expect(text).not.toMatch(/(Do not resuscitate|DNR)[^.]*(Yes|No)\b/);
  });
});

describe('the final wishes PDF', () => {
  it('keeps the signature block on one page wherever the page ends', async () => {
    // Reflections one line longer each time walk the block down across the end of page 1.
    const pagesOfTheBlock: number[][] = [];
    for (let lines = 16; lines <= 36; lines += 1) {
      const data = blank('final-wishes');
      data.personalReflections.rememberedFor = Array.from(
        { length: lines },
        (_, line) => `Memory ${line + 1}`,
      ).join('\n');
      data.signature = { name: 'Zoë Ångström', date: '2026-11-20', confirmed: true };
      const { pageLines } = await printed('final-wishes', data);
      const pageOf = (matches: (line: string) => boolean) =>
        pageLines.findIndex((page) => page.some(matches)) + 1;
      pagesOfTheBlock.push([
        pageOf((line) => line === 'Signature'),
        pageOf((line) => line === 'Signed (typed name)Zoë Ångström'),
        pageOf((line) => line === 'Date2026-11-20'),
        pageOf((line) => line.startsWith('ConfirmedYes')),
      ]);
    }
    // The block went from page 1 to page 2 (it crossed the page's end) and was never split.
    expect(pagesOfTheBlock[0]).toEqual([1, 1, 1, 1]);
    expect(pagesOfTheBlock.at(-1)).toEqual([2, 2, 2, 2]);
    const split = pagesOfTheBlock.filter((pages) => new Set(pages).size > 1);
    expect(split).toEqual([]);
  });
});
