import {
  blankRow,
  canComplete,
  completedSchemas,
  emptyWizardData,
  signedBeforeSave,
  wizardDataSchemas,
  type DigitalAssetsData,
  type FinalWishesData,
  type HealthDirectiveData,
} from './wizardSchemas';
import { wizardKinds } from './wizardDocuments';
import { RECOVERY_PHRASE_REFUSED } from './recoveryPhrase';

const signed = { signature: 'Ana Ruiz', signatureDate: '2026-11-22', isConfirmed: true };

let nextId = 0;
const newRowId = () => `row-${++nextId}`;

describe('wizard records', () => {
  it.each(wizardKinds)('%s: the empty record is a valid draft', (kind) => {
    const data = emptyWizardData(kind, newRowId);
    expect(() => wizardDataSchemas[kind].validateSync(data, { strict: true })).not.toThrow();
  });

  it('start the beneficiary, account and recipient lists with one blank row; messages and keepsakes empty', () => {
    expect(emptyWizardData('will', newRowId).beneficiaries).toEqual([
      { id: expect.any(String), name: '', relationship: '', allocation: '' },
    ]);
    expect(emptyWizardData('digital-assets', newRowId).accounts).toHaveLength(1);
    expect(emptyWizardData('hipaa-authorization', newRowId).recipients).toHaveLength(1);
    const finalWishes = emptyWizardData('final-wishes', newRowId);
    expect(finalWishes.legacyMessages).toEqual([]);
    expect(finalWishes.keepsakeItems).toEqual([]);
    expect(blankRow('legacyMessages', 'm1')).toMatchObject({
      id: 'm1',
      messageType: 'text',
      deliveryTiming: 'upon_passing',
      file: null,
    });
  });

  it('keep a half-typed draft (nothing is required) but refuse wrong types and unknown fields', () => {
    const draft = emptyWizardData('health-directive', newRowId);
    draft.basicInfo.email = 'jo@';
    expect(wizardDataSchemas['health-directive'].isValidSync(draft, { strict: true })).toBe(true);
    expect(
      wizardDataSchemas['health-directive'].isValidSync(
        { ...draft, basicInfo: { ...draft.basicInfo, fullName: { $gt: '' } } },
        { strict: true },
      ),
    ).toBe(false);
    expect(() =>
      wizardDataSchemas.will.validateSync(
        { ...emptyWizardData('will', newRowId), extra: 1 },
        { strict: true },
      ),
    ).toThrow();
    expect(() =>
      wizardDataSchemas.will.validateSync(
        { ...emptyWizardData('will', newRowId), userInfo: { dateOfBirth: '2024-02-30' } },
        { strict: true },
      ),
    ).toThrow('Date of birth must be a date');
  });

  it('gate completion on the typed signature, its date and the confirmation (spec section 5)', () => {
    const data: HealthDirectiveData = emptyWizardData('health-directive', newRowId);
    expect(canComplete('health-directive', data)).toBe(false);
    data.signature = 'Zoë Álvarez';
    data.signatureDate = '2026-11-22';
    expect(canComplete('health-directive', data)).toBe(false);
    data.isConfirmed = true;
    expect(canComplete('health-directive', data)).toBe(true);
    data.signature = '   ';
    expect(() => completedSchemas['health-directive'].validateSync(data)).toThrow(
      'Please type your full name as your signature',
    );
  });

  it.each(signedBeforeSave)('%s: the empty record cannot be completed until signed', (kind) => {
    expect(canComplete(kind, emptyWizardData(kind, newRowId))).toBe(false);
    expect(canComplete(kind, { ...emptyWizardData(kind, newRowId), ...signed })).toBe(true);
  });

  it('complete the will without gating, and final wishes on a name and the confirmation', () => {
    expect(canComplete('will', emptyWizardData('will', newRowId))).toBe(true);
    const wishes: FinalWishesData = emptyWizardData('final-wishes', newRowId);
    wishes.signature.name = 'Ana';
    expect(canComplete('final-wishes', wishes)).toBe(false);
    wishes.signature.confirmed = true;
    expect(canComplete('final-wishes', wishes)).toBe(true);
  });

  it('refuse a recovery phrase in the crypto fields, even in a draft', () => {
    const data: DigitalAssetsData = emptyWizardData('digital-assets', newRowId);
    data.cryptoWallet.recoveryPhrase =
      'legal winner thank year wave sausage worth useful legal winner thank yellow';
    expect(() => wizardDataSchemas['digital-assets'].validateSync(data)).toThrow(
      RECOVERY_PHRASE_REFUSED,
    );
    data.cryptoWallet.recoveryPhrase =
      'On the steel plate in the home safe; my sister has the code.';
    expect(wizardDataSchemas['digital-assets'].isValidSync(data)).toBe(true);
  });
});
