// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './date-field.tsx';

afterEach(cleanup);

/** A form of one field, showing the value the form holds. */
function Form({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date of birth" value={value} onChange={(event) => setValue(event.target.value)} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows a stored day day first, whatever the browser’s language', () => {
    render(<Form initial="1992-05-17" />);
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('17/05/1992');
  });

  it('gives the form the ISO day once the typed day is whole, and the text before', async () => {
    const user = userEvent.setup();
    render(<Form initial="" />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    await user.type(input, '7/5/19');
    expect(screen.getByTestId('value').textContent).toBe('7/5/19');
    await user.type(input, '92');
    expect(screen.getByTestId('value').textContent).toBe('1992-05-07');
    expect(input.value).toBe('7/5/1992');
    await user.tab();
    expect(input.value).toBe('07/05/1992');
  });
});
