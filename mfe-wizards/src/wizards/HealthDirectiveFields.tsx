import {
  allowLabels,
  allowOrNot,
  medicalWishLabels,
  yesNo,
  yesNoLabels,
} from '@legacy-planner/contracts/wizards';
import { FileUploadField } from '../fields/FileUploadField';
import { RadioChoice, optionsOf, type ChoiceOption } from '../fields/ChoiceInput';
import { Cell, Section } from '../fields/Section';
import { SignatureBlock } from '../fields/SignatureBlock';
import { TextInput } from '../fields/TextInput';
import { ToggleInput } from '../fields/ToggleInput';
import { useValue } from '../fields/useValue';

const yesNoOptions = optionsOf(yesNo, yesNoLabels);
const allowOptions = optionsOf(allowOrNot, allowLabels);

/** One medical wish: its choice, and once chosen an optional comment (spec section 4). */
function MedicalWish({
  name,
  options,
}: {
  name: keyof typeof medicalWishLabels;
  options: ChoiceOption[];
}) {
  const legend = medicalWishLabels[name];
  const chosen = useValue<string>(`medicalWishes.${name}.choice`);
  return (
    <Cell half>
      <RadioChoice name={`medicalWishes.${name}.choice`} legend={legend} options={options} />
      {chosen && (
        <TextInput
          name={`medicalWishes.${name}.comment`}
          label={`${legend}: comment (optional)`}
          multiline
        />
      )}
    </Cell>
  );
}

export function HealthDirectiveFields() {
  const hasAlternate = useValue<boolean>('medicalPowerOfAttorney.hasAlternateAgent');
  return (
    <>
      <Section title="Basic Information">
        <Cell half>
          <TextInput
            name="basicInfo.fullName"
            label="Full legal name"
            required
            autoComplete="name"
          />
        </Cell>
        <Cell half>
          <TextInput name="basicInfo.dateOfBirth" label="Date of birth" type="date" />
        </Cell>
        <Cell half>
          <TextInput name="basicInfo.email" label="Email" type="email" autoComplete="email" />
        </Cell>
        <Cell half>
          <TextInput
            name="basicInfo.phoneNumber"
            label="Phone number"
            type="tel"
            autoComplete="tel"
          />
        </Cell>
      </Section>
      <Section
        title="Medical Power of Attorney"
        description="The person who makes medical decisions for you when you cannot."
      >
        <Cell half>
          <TextInput name="medicalPowerOfAttorney.agentName" label="Agent's full name" required />
        </Cell>
        <Cell half>
          <TextInput name="medicalPowerOfAttorney.relationship" label="Agent's relationship" />
        </Cell>
        <Cell half>
          <TextInput name="medicalPowerOfAttorney.phoneNumber" label="Agent's phone" type="tel" />
        </Cell>
        <Cell>
          <ToggleInput
            name="medicalPowerOfAttorney.hasAlternateAgent"
            label="Name an alternate agent"
            variant="switch"
          />
        </Cell>
        {hasAlternate && (
          <>
            <Cell half>
              <TextInput
                name="medicalPowerOfAttorney.alternateAgent"
                label="Alternate agent's full name"
              />
            </Cell>
            <Cell half>
              <TextInput
                name="medicalPowerOfAttorney.alternateRelationship"
                label="Alternate agent's relationship"
              />
            </Cell>
            <Cell half>
              <TextInput
                name="medicalPowerOfAttorney.alternatePhone"
                label="Alternate agent's phone"
                type="tel"
              />
            </Cell>
          </>
        )}
      </Section>
      <Section title="Medical Wishes">
        <MedicalWish name="doNotResuscitate" options={yesNoOptions} />
        <MedicalWish name="organDonation" options={yesNoOptions} />
        <MedicalWish name="mechanicalVentilation" options={allowOptions} />
        <MedicalWish name="feedingTube" options={allowOptions} />
      </Section>
      <Section title="Special Instructions">
        <Cell>
          <TextInput name="specialInstructions" label="Special instructions" multiline />
        </Cell>
      </Section>
      <Section
        title="Upload Document (optional)"
        description="A signed copy of your directive, if you have one."
      >
        <Cell>
          <FileUploadField name="uploadedFile" label="PDF copy of your directive" />
        </Cell>
      </Section>
      <SignatureBlock
        title="Digital Signature"
        statement="I confirm that this directive reflects my wishes for my medical care."
      />
    </>
  );
}
