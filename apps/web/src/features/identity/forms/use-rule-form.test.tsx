import { emailRule, requiredRule } from '@sameday/contract';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRuleForm } from './use-rule-form';

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

function renderForm(onValid = vi.fn()) {
  const hook = renderHook(() =>
    useRuleForm<{ email: string; password: string }>({
      rules: { email: emailRule, password: requiredRule },
      defaultValues: { email: '', password: '' },
    }),
  );
  const submit = () => act(() => hook.result.current.handleSubmit(onValid)());
  return { hook, submit, onValid };
}

describe('useRuleForm', () => {
  it('checks a field on blur, not while it is typed before the first submit', () => {
    const { hook } = renderForm();
    act(() => hook.result.current.register('email').onChange(change('not-an-email')));
    expect(hook.result.current.formState.errors.email).toBeUndefined();
    act(() => hook.result.current.register('email').onBlur());
    expect(hook.result.current.formState.errors.email?.message).toBe(emailRule('not-an-email'));
    expect(hook.result.current.formState.touchedFields.email).toBe(true);
  });

  it('says nothing when a field nobody typed in loses focus (the language switch clicked from the empty email)', () => {
    const { hook } = renderForm();
    act(() => hook.result.current.register('email').onBlur());
    expect(hook.result.current.formState.errors.email).toBeUndefined();
    // Typed, then emptied: that is checked.
    act(() => hook.result.current.register('email').onChange(change('a')));
    act(() => hook.result.current.register('email').onChange(change('')));
    act(() => hook.result.current.register('email').onBlur());
    expect(hook.result.current.formState.errors.email?.message).toBe(emailRule(''));
  });

  it('refuses a submit with errors, focusing the first invalid field, then checks on every change', async () => {
    const { hook, submit, onValid } = renderForm();
    const email = document.createElement('input');
    document.body.append(email);
    act(() => hook.result.current.register('email').ref(email));
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(Object.keys(hook.result.current.formState.errors)).toEqual(['email', 'password']);
    expect(email).toHaveFocus();
    act(() => hook.result.current.register('password').onChange(change('secret')));
    expect(hook.result.current.formState.errors.password).toBeUndefined();
    email.remove();
  });

  it('submits the cleaned values: the email trimmed and lower-cased', async () => {
    const { hook, submit, onValid } = renderForm();
    act(() => hook.result.current.register('email').onChange(change('  Merchant@Example.AE ')));
    act(() => hook.result.current.register('password').onChange(change(' keep spaces ')));
    await submit();
    expect(onValid).toHaveBeenCalledWith({ email: 'merchant@example.ae', password: ' keep spaces ' });
    expect(hook.result.current.formState.isSubmitting).toBe(false);
  });

  it('keeps a server error on its field until the field changes after the submit', async () => {
    const { hook, submit } = renderForm();
    act(() => hook.result.current.register('email').onChange(change('a@b.ae')));
    act(() => hook.result.current.register('password').onChange(change('x')));
    await submit();
    act(() => hook.result.current.setError('password', { type: 'server', message: 'Invalid password' }));
    expect(hook.result.current.formState.errors.password).toEqual({ type: 'server', message: 'Invalid password' });
    act(() => hook.result.current.register('password').onChange(change('y')));
    expect(hook.result.current.formState.errors.password).toBeUndefined();
  });
});
