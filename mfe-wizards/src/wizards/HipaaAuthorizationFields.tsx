import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  HIPAA_PURPOSE,
  expirationLabels,
  hipaaExpirationTypes,
  hipaaRequiredStatements,
  hipaaScopeLabels,
} from '@legacy-planner/contracts/wizards';
import { FileUploadField } from '../fields/FileUploadField';
import { RadioChoice, optionsOf } from '../fields/ChoiceInput';
import { RepeatableRows } from '../fields/RepeatableRows';
import { Cell, Section } from '../fields/Section';
import { SignatureBlock } from '../fields/SignatureBlock';
import { TextInput } from '../fields/TextInput';
import { ToggleInput } from '../fields/ToggleInput';
import { useValue } from '../fields/useValue';

export function HipaaAuthorizationFields() {
  const otherScope = useValue<boolean>('scopeOfAccess.other');
  const expiration = useValue<string>('expirationType');
  const rightsTitleId = useId();
  return (
    <>
      <Alert severity="info">
        This authorization lets your healthcare providers share your medical records with the people
        you name below, under the HIPAA privacy rule.
      </Alert>
      <Section title="Patient Information">
        <Cell half>
          <TextInput
            name="patientInfo.fullName"
            label="Full legal name"
            required
            autoComplete="name"
          />
        </Cell>
        <Cell half>
          <TextInput name="patientInfo.dateOfBirth" label="Date of birth" type="date" />
        </Cell>
        <Cell>
          <TextInput name="patientInfo.address" label="Address" autoComplete="street-address" />
        </Cell>
        <Cell half>
          <TextInput
            name="patientInfo.phoneNumber"
            label="Phone number"
            type="tel"
            autoComplete="tel"
          />
        </Cell>
        <Cell half>
          <TextInput name="patientInfo.email" label="Email" type="email" autoComplete="email" />
        </Cell>
      </Section>
      <Section title="Authorized Recipients">
        <RepeatableRows
          list="recipients"
          rowName="Recipient"
          minRows={1}
          firstField="fullName"
          renderRow={(path) => (
            <>
              <Cell half>
                <TextInput name={`${path}.fullName`} label="Full name" />
              </Cell>
              <Cell half>
                <TextInput name={`${path}.relationship`} label="Relationship" />
              </Cell>
              <Cell half>
                <TextInput name={`${path}.phoneNumber`} label="Phone number" type="tel" />
              </Cell>
              <Cell half>
                <TextInput name={`${path}.email`} label="Email" type="email" />
              </Cell>
            </>
          )}
        />
      </Section>
      <Section title="Purpose of Disclosure">
        <Cell>
          {/* Fixed by the spec: shown, printed on the PDF, never edited. */}
          <TextField
            id="wizard-purpose"
            label="Purpose"
            value={HIPAA_PURPOSE}
            fullWidth
            multiline
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Cell>
      </Section>
      <Section title="Scope of Access" description="Which records may be shared.">
        {Object.entries(hipaaScopeLabels).map(([scope, label]) => (
          <Cell half key={scope}>
            <ToggleInput name={`scopeOfAccess.${scope}`} label={label} />
          </Cell>
        ))}
        {otherScope && (
          <Cell>
            <TextInput name="scopeOfAccess.otherDescription" label="Describe the other records" />
          </Cell>
        )}
      </Section>
      <Section title="Expiration">
        <Cell>
          <RadioChoice
            name="expirationType"
            legend="This authorization expires"
            options={optionsOf(hipaaExpirationTypes, expirationLabels)}
          />
        </Cell>
        {expiration === 'specific_date' && (
          <Cell half>
            <TextInput name="expirationDate" label="Expiration date" type="date" />
          </Cell>
        )}
        {expiration === 'event_based' && (
          <Cell>
            <TextInput name="expirationEvent" label="The event that ends it" />
          </Cell>
        )}
      </Section>
      {/* The statements the PDF prints, in the same words (contracts). */}
      <Alert severity="info" role="note" aria-labelledby={rightsTitleId}>
        <AlertTitle id={rightsTitleId}>Your rights</AlertTitle>
        {hipaaRequiredStatements.map((statement) => (
          <Typography key={statement} variant="body2" sx={{ '& + &': { mt: 1 } }}>
            {statement}
          </Typography>
        ))}
      </Alert>
      <Section title="Upload Document (optional)" description="A signed copy, if you have one.">
        <Cell>
          <FileUploadField name="uploadedFile" label="PDF copy of your authorization" />
        </Cell>
      </Section>
      <SignatureBlock
        title="Signature & Confirmation"
        statement="I authorize the disclosure of my health information as described above."
      />
    </>
  );
}
