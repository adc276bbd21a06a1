import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { FormikTextField } from './FormikTextField';

interface Values {
  person: { name: string };
}

function NameForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const formik = useFormik<Values>({
    initialValues: { person: { name: '' } },
    validate: ({ person }) => (person.name.length < 3 ? { person: { name: 'Too short' } } : {}),
    onSubmit,
  });
  return (
    <form onSubmit={formik.handleSubmit}>
      <FormikTextField
        formik={formik}
        id="person-name"
        name="person.name"
        label="Name"
        helperText="As on your passport"
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormikTextField', () => {
  it('shows its error only once the field was left, in place of its helper text', async () => {
    render(<NameForm onSubmit={jest.fn()} />);
    const field = screen.getByLabelText('Name');
    await userEvent.type(field, 'Al');
    expect(field).toHaveValue('Al');
    expect(field).toHaveAccessibleDescription('As on your passport');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.tab();
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Too short');
  });

  it('gives the form what was typed, by the field path', async () => {
    const onSubmit = jest.fn();
    render(<NameForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { person: { name: 'Ada Lovelace' } },
        expect.anything(),
      ),
    );
  });
});
