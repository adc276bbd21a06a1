import { render, screen } from '@testing-library/react';
import { ChoiceField } from './ChoiceField';

describe('ChoiceField', () => {
  it('keeps its label above the field when the chosen option has the empty value', () => {
    render(
      <ChoiceField
        id="contact"
        label="Add a trusted contact"
        value=""
        onChange={() => {}}
        choices={[
          { value: '', label: 'Choose a contact' },
          { value: 'c1', label: 'Cara Lee' },
        ]}
      />,
    );
    // The native select shows "Choose a contact"; a label left inside would be drawn over it.
    expect(screen.getByRole('combobox', { name: 'Add a trusted contact' })).toHaveDisplayValue(
      'Choose a contact',
    );
    expect(screen.getByText('Add a trusted contact', { selector: 'label' })).toHaveAttribute(
      'data-shrink',
      'true',
    );
  });
});
