import { useId } from 'react';
import Alert from '@mui/material/Alert';
import { useFormikContext } from 'formik';
import { type PowerOfAttorneyData } from '@legacy-planner/contracts';
import {
  POA_SPRINGING_IMMEDIATELY_WARNING,
  authorityScopeLabels,
  poaEffectiveLabels,
  poaEffectiveOptions,
  poaTypeLabels,
  poaTypes,
  poaSpringsImmediately,
} from '@legacy-planner/contracts/wizards';
import { FileUploadField } from '../fields/FileUploadField';
import { RadioChoice, optionsOf } from '../fields/ChoiceInput';
import { Cell, Section } from '../fields/Section';
import { SignatureBlock } from '../fields/SignatureBlock';
import { TextInput } from '../fields/TextInput';
import { ToggleInput } from '../fields/ToggleInput';

const blankAgent: NonNullable<PowerOfAttorneyData['alternateAgent']> = {
  fullName: '',
  relationship: '',
  phoneNumber: '',
  email: '',
  address: '',
};

/** An agent's fields, the primary's or the alternate's ("Agent's full name"…). */
function AgentFields({ path, who }: { path: string; who: string }) {
  return (
    <>
      <Cell half>
        <TextInput name={`${path}.fullName`} label={`${who}'s full name`} required />
      </Cell>
      <Cell half>
        <TextInput name={`${path}.relationship`} label={`${who}'s relationship`} />
      </Cell>
      <Cell half>
        <TextInput name={`${path}.phoneNumber`} label={`${who}'s phone`} type="tel" />
      </Cell>
      <Cell half>
        <TextInput name={`${path}.email`} label={`${who}'s email`} type="email" />
      </Cell>
      <Cell>
        <TextInput name={`${path}.address`} label={`${who}'s address`} />
      </Cell>
    </>
  );
}

export function PowerOfAttorneyFields() {
  const { values, setFieldValue } = useFormikContext<PowerOfAttorneyData>();
  const contradiction = poaSpringsImmediately(values);
  const warningId = useId();
  return (
    <>
      <Section title="Principal Information" description="You, the person granting the power.">
        <Cell half>
          <TextInput
            name="principalInfo.fullName"
            label="Full legal name"
            required
            autoComplete="name"
          />
        </Cell>
        <Cell half>
          <TextInput name="principalInfo.dateOfBirth" label="Date of birth" type="date" />
        </Cell>
        <Cell half>
          <TextInput
            name="principalInfo.phoneNumber"
            label="Phone number"
            type="tel"
            autoComplete="tel"
          />
        </Cell>
        <Cell half>
          <TextInput name="principalInfo.email" label="Email" type="email" autoComplete="email" />
        </Cell>
        <Cell>
          <TextInput name="principalInfo.address" label="Address" autoComplete="street-address" />
        </Cell>
      </Section>
      <Section title="Agent Information" description="The person who acts on your behalf.">
        <AgentFields path="primaryAgent" who="Agent" />
        <Cell>
          <ToggleInput
            name="alternateAgent"
            label="Name an alternate agent"
            variant="switch"
            // The record keeps no alternate agent (null) while the toggle is off.
            onToggle={(on) => void setFieldValue('alternateAgent', on ? blankAgent : null)}
          />
        </Cell>
        {values.alternateAgent && <AgentFields path="alternateAgent" who="Alternate agent" />}
      </Section>
      <Section title="POA Type">
        <Cell>
          <RadioChoice
            name="poaType"
            legend="Type of power of attorney"
            options={optionsOf(poaTypes, poaTypeLabels)}
          />
        </Cell>
      </Section>
      <Section title="Scope of Authority" description="What your agent may act on.">
        {Object.entries(authorityScopeLabels).map(([scope, label]) => (
          <Cell half key={scope}>
            <ToggleInput name={`authorityScope.${scope}`} label={label} variant="switch" />
          </Cell>
        ))}
        {values.authorityScope.other && (
          <Cell>
            <TextInput
              name="authorityScope.otherDescription"
              label="Describe the other authority"
            />
          </Cell>
        )}
      </Section>
      <Section title="Effective Date">
        <Cell>
          <RadioChoice
            name="effectiveDate"
            legend="When the power of attorney takes effect"
            options={optionsOf(poaEffectiveOptions, poaEffectiveLabels)}
            describedBy={contradiction ? warningId : undefined}
          />
        </Cell>
        {/* Saved as chosen (a draft keeps what was typed); the PDF says what it means. */}
        {contradiction && (
          <Cell>
            <Alert severity="warning" id={warningId}>
              {POA_SPRINGING_IMMEDIATELY_WARNING}
            </Alert>
          </Cell>
        )}
        {values.effectiveDate === 'specific_date' && (
          <Cell half>
            <TextInput name="specificDate" label="Effective from" type="date" />
          </Cell>
        )}
      </Section>
      <Section title="Restrictions">
        <Cell>
          <TextInput
            name="restrictions"
            label="Restrictions or limits on your agent's powers"
            multiline
          />
        </Cell>
      </Section>
      <Section title="Upload Document (optional)" description="A signed copy, if you have one.">
        <Cell>
          <FileUploadField name="uploadedFile" label="PDF copy of your power of attorney" />
        </Cell>
      </Section>
      <SignatureBlock
        title="Confirmation and Signature"
        statement="I confirm that I grant these powers to the agents named above."
      />
    </>
  );
}
