// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { type UseFormOptions, useForm } from './use-form.ts';

afterEach(cleanup);

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Required')),
  code: v.pipe(v.string(), v.minLength(3, 'Too short')),
});
const formWith = (options?: UseFormOptions) =>
  renderHook(() => useForm(schema, { name: '', code: '' }, options)).result;

describe('useForm', () => {
  it('shows no message before the first submit, then all of them', () => {
    const form = formWith();
    act(() => form.current.setValue('code', 'a'));
    expect(form.current.errors).toEqual({});
    act(() => {
      expect(form.current.check()).toBeNull();
    });
    expect(form.current.errors).toEqual({ name: 'Required', code: 'Too short' });
  });

  it('rechecks every change after a submit by default: a new problem shows while typing', () => {
    const form = formWith();
    act(() => {
      form.current.check();
    });
    act(() => form.current.setValue('name', 'Ann'));
    expect(form.current.errors).toEqual({ code: 'Too short' });
    act(() => form.current.setValue('name', ''));
    expect(form.current.errors).toEqual({ name: 'Required', code: 'Too short' });
  });

  it("with recheckOn 'submit', a change only drops its own field's message", () => {
    const form = formWith({ recheckOn: 'submit' });
    act(() => {
      form.current.check();
    });
    act(() => form.current.setValue('code', 'x'));
    expect(form.current.errors).toEqual({ name: 'Required' });
    act(() => form.current.setValues((current) => ({ name: current.name || '' })));
    expect(form.current.errors).toEqual({});
    act(() => {
      expect(form.current.check()).toBeNull();
    });
    expect(form.current.errors).toEqual({ name: 'Required', code: 'Too short' });
  });
});
