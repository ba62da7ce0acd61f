// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field.tsx';
import { SelectField } from './select-field.tsx';

afterEach(cleanup);

describe('SelectField', () => {
  it('is labelled, offers an empty first choice, and ties its error to it', () => {
    render(
      <SelectField
        label="Parish"
        placeholder="Choose a parish"
        options={[{ value: 'KN', label: 'Kingston' }]}
        value=""
        onChange={() => undefined}
        error="This field is required"
      />,
    );
    const select = screen.getByLabelText('Parish') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Choose a parish', 'Kingston']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});

describe('CheckboxField', () => {
  it('is labelled and ties its error to it', () => {
    render(<CheckboxField label="I accept the terms" checked={false} onChange={() => undefined} error="Required" />);
    const box = screen.getByLabelText('I accept the terms');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
