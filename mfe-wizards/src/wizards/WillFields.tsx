import { Cell, Section } from '../fields/Section';
import { RepeatableRows } from '../fields/RepeatableRows';
import { TextInput } from '../fields/TextInput';

/** The will (spec section 2): no gating, fields marked * are not enforced (spec section 5). */
export function WillFields() {
  return (
    <>
      <Section title="Personal Information">
        <Cell half>
          <TextInput
            name="userInfo.fullName"
            label="Full legal name"
            required
            autoComplete="name"
          />
        </Cell>
        <Cell half>
          <TextInput name="userInfo.dateOfBirth" label="Date of birth" type="date" />
        </Cell>
        <Cell>
          <TextInput name="userInfo.address" label="Address" autoComplete="street-address" />
        </Cell>
        <Cell half>
          <TextInput name="userInfo.email" label="Email" type="email" autoComplete="email" />
        </Cell>
      </Section>
      <Section title="Executor Information">
        <Cell half>
          <TextInput name="executor.name" label="Executor's full name" required />
        </Cell>
        <Cell half>
          <TextInput name="executor.relationship" label="Relationship to you" />
        </Cell>
        <Cell>
          <TextInput
            name="executor.contactInfo"
            label="Contact information"
            helperText="Phone, email or address"
          />
        </Cell>
      </Section>
      <Section title="Beneficiaries">
        <RepeatableRows
          list="beneficiaries"
          rowName="Beneficiary"
          minRows={1}
          firstField="name"
          renderRow={(path) => (
            <>
              <Cell half>
                <TextInput name={`${path}.name`} label="Name" />
              </Cell>
              <Cell half>
                <TextInput name={`${path}.relationship`} label="Relationship" />
              </Cell>
              <Cell>
                <TextInput
                  name={`${path}.allocation`}
                  label="Allocation"
                  helperText="A percentage, an item or an amount"
                />
              </Cell>
            </>
          )}
        />
      </Section>
      <Section title="Special Instructions">
        <Cell>
          <TextInput name="specialInstructions" label="Special instructions" multiline />
        </Cell>
      </Section>
    </>
  );
}
