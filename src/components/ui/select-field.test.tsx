import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

afterEach(cleanup);

const OPTIONS = [
  { value: 'pdf', label: 'PDF' },
  { value: 'csv', label: 'CSV' },
];

function Format({ error }: { error?: string }) {
  const [value, setValue] = useState('pdf');
  return (
    <>
      <SelectField
        label="Format"
        value={value}
        options={OPTIONS}
        onChange={setValue}
        hint="How the file is saved."
        error={error}
      />
      <p>Chosen: {value}</p>
    </>
  );
}

describe('SelectField', () => {
  it('is a combobox named by its label that reports the choice', async () => {
    const user = userEvent.setup();
    render(<Format />);
    const select = screen.getByRole('combobox', { name: 'Format' });
    expect(select).toHaveValue('pdf');
    expect(select).toHaveAccessibleDescription('How the file is saved.');
    await user.selectOptions(select, 'CSV');
    expect(screen.getByText('Chosen: csv')).toBeInTheDocument();
  });

  it('ties its error to the select', () => {
    render(<Format error="Choose a format." />);
    const select = screen.getByRole('combobox', { name: 'Format' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a format. How the file is saved.');
  });
});
