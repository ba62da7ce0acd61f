// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

describe('TextField', () => {
  it('is labelled, and its error is tied to it and announced', () => {
    const { rerender } = render(<TextField label="Email" value="x" onChange={() => undefined} />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<TextField label="Email" value="x" onChange={() => undefined} error="Invalid email" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Invalid email');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });

  it('keeps what was typed when an error appears', () => {
    render(<TextField label="Phone" value="87655" onChange={() => undefined} error="Invalid input" />);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('87655');
  });
});
