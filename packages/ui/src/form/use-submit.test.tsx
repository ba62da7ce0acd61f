// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm } from './use-form.ts';
import { type UseSubmitOptions, useSubmit } from './use-submit.ts';

afterEach(cleanup);

const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Required')) });
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

function setUp(send: (value: { name: string }) => Promise<void>, options: Partial<UseSubmitOptions> = {}) {
  const onFailure = vi.fn((rejection: unknown) => `said: ${String((rejection as { message?: string }).message)}`);
  const { result } = renderHook(() => {
    const form = useForm(schema, { name: 'Ann' });
    return { form, submit: useSubmit(form, send, { onFailure, ...options }) };
  });
  return { result, onFailure };
}

describe('useSubmit', () => {
  it('checks first: wrong values show their messages and nothing is sent', async () => {
    const send = vi.fn(async () => undefined);
    const { result } = setUp(send);
    act(() => result.current.form.setValue('name', ''));
    const event = submitEvent();
    await act(() => result.current.submit.onSubmit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.form.errors).toEqual({ name: 'Required' });
  });

  it('sends the checked values once, busy while under way, even when pressed twice in one frame', async () => {
    let finish = (): void => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = setUp(send);
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      // Both from the same render, as a double Enter is: `busy` is still false in both.
      const { onSubmit } = result.current.submit;
      first = onSubmit(submitEvent());
      second = onSubmit(submitEvent());
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ann' });
    expect(result.current.submit.busy).toBe(true);
    await act(async () => {
      finish();
      await Promise.all([first, second]);
    });
    expect(result.current.submit.busy).toBe(false);
    expect(result.current.submit.failure).toBeNull();
  });

  it('a refusal naming fields shows beside them; the values stay', async () => {
    const { result, onFailure } = setUp(async () => {
      throw { status: 400, code: 'validation', message: 'Invalid', errors: [{ field: 'name', message: 'Taken' }] };
    });
    await act(() => result.current.submit.onSubmit(submitEvent()));
    expect(result.current.form.errors).toEqual({ name: 'Taken' });
    expect(result.current.form.values).toEqual({ name: 'Ann' });
    expect(result.current.submit.failure).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('any other refusal is the form’s failure, in the form’s words, and goes at the next send', async () => {
    const send = vi.fn<() => Promise<void>>(async () => {
      throw { status: 503, code: 'unavailable', message: 'Try later' };
    });
    const { result } = setUp(send);
    await act(() => result.current.submit.onSubmit(submitEvent()));
    expect(result.current.submit.failure).toBe('said: Try later');
    expect(result.current.submit.busy).toBe(false);
    send.mockResolvedValueOnce(undefined);
    await act(() => result.current.submit.onSubmit(submitEvent()));
    expect(result.current.submit.failure).toBeNull();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a refusal the form handles itself shows nothing more', async () => {
    const handled = vi.fn((rejection: unknown) => (rejection as { code: string }).code === 'captcha_invalid');
    const { result, onFailure } = setUp(
      async () => {
        throw { status: 400, code: 'captcha_invalid', message: 'Tick again' };
      },
      { handled },
    );
    await act(() => result.current.submit.onSubmit(submitEvent()));
    expect(handled).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    expect(result.current.submit.failure).toBeNull();
    expect(result.current.submit.busy).toBe(false);
  });
});
