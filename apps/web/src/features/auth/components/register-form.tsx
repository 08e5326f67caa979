import { hasErrors, type RegistrationInput, validateRegistration } from '@nidra/shared';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useLocation } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormError, FormField, FormSuccess } from '../../../ui/form-field.tsx';
import { useRegister } from '../api/register.ts';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect.ts';

type Field = keyof RegistrationInput;
const EMPTY: RegistrationInput = { name: '', email: '', password: '', confirmPassword: '', phoneNumber: '' };
const ORDER: Field[] = ['name', 'email', 'password', 'confirmPassword', 'phoneNumber'];
const PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

/**
 * Registration (spec §2, §5): the rules run on every change and again on submit, which is blocked
 * while any error shows. A field's message appears once it has been changed (all of them on submit).
 */
export function RegisterForm() {
  const t = useAllTexts();
  const location = useLocation();
  const register = useRegister();
  const [values, setValues] = useState<RegistrationInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // On to sign in with the page to return to (and a product a visitor asked to add) kept.
  useDelayedRedirect(register.isSuccess ? '/login' : null, undefined, location.state);

  const errors = validateRegistration(values, submitted, t);
  const shown = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);

  const change = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const all = validateRegistration(values, true, t);
    if (hasErrors(all)) {
      const first = ORDER.find((f) => all[f]);
      document.getElementById(`register-${first}`)?.focus();
      return;
    }
    register.mutate({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  const done = register.isSuccess;
  const field = (name: Field) => ({
    id: `register-${name}`,
    name,
    value: values[name],
    onChange: change(name),
    error: shown(name),
    disabled: done,
  });

  return (
    <div>
      <FormSuccess message={done ? t.registrationSuccess : null} />
      <FormError message={register.error?.message} />
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t.registerFormLabel}>
        <FormField {...field('name')} label={t.fullNameLabel} autoComplete="name" required />
        <FormField
          {...field('email')}
          label={t.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <FormField
          {...field('password')}
          label={t.passwordLabel}
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          required
        />
        <FormField
          {...field('confirmPassword')}
          label={t.confirmPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          {...field('phoneNumber')}
          label={t.phoneNumberLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
        />
        <Button type="submit" disabled={register.isPending || done} className="w-full py-3">
          {register.isPending ? t.creatingAccount : t.register}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-plum-700">
        Already have an account?{' '}
        <Link
          to="/login"
          state={location.state}
          className="rounded font-medium text-plum-900 underline underline-offset-4"
        >
          {t.signInFormLabel}
        </Link>
      </p>
    </div>
  );
}
