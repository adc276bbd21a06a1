import { Cell, Section } from './Section';
import { TextInput } from './TextInput';
import { ToggleInput } from './ToggleInput';

/**
 * The typed signature of the health directive, POA, digital assets and HIPAA: confirmation,
 * name and date, all three needed before Save (spec section 5).
 */
export function SignatureBlock({ title, statement }: { title: string; statement: string }) {
  return (
    <Section title={title}>
      <Cell>
        <ToggleInput name="isConfirmed" label={statement} />
      </Cell>
      <Cell half>
        <TextInput
          name="signature"
          label="Signature (type your full name)"
          required
          autoComplete="name"
        />
      </Cell>
      <Cell half>
        <TextInput name="signatureDate" label="Date of signature" type="date" required />
      </Cell>
    </Section>
  );
}
