import { type ChangePasswordInput, hasErrors, validateChangePassword } from '@nidra/shared';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormError, FormField, FormSuccess } from '../../../ui/form-field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect.ts';

type Field = keyof ChangePasswordInput;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const ORDER: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Current, new and confirmed password (spec §5); success goes home after 2 s (spec §8). */
export function ChangePasswordForm() {
  const t = useAllTexts();
  const change = useChangePassword();
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  useDelayedRedirect(change.isSuccess ? '/' : null);

  const errors = validateChangePassword(values, t);
  const shown = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);

  const update = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) {
      document.getElementById(`change-${ORDER.find((f) => errors[f])}`)?.focus();
      return;
    }
    change.mutate(values);
  };

  const done = change.isSuccess;
  const field = (name: Field) => ({
    id: `change-${name}`,
    name,
    type: 'password',
    value: values[name],
    onChange: update(name),
    error: shown(name),
    disabled: done,
    required: true,
  });

  return (
    <div>
      <FormSuccess message={done ? t.passwordChanged : null} />
      <FormError message={change.error?.message} />
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t.changePasswordFormLabel}>
        <FormField {...field('currentPassword')} label={t.currentPasswordLabel} autoComplete="current-password" />
        <FormField
          {...field('newPassword')}
          label={t.newPasswordLabel}
          autoComplete="new-password"
          hint={t.newPasswordHint}
        />
        <FormField {...field('confirmPassword')} label={t.confirmNewPasswordLabel} autoComplete="new-password" />
        <Button type="submit" disabled={change.isPending || done} className="w-full py-3">
          {change.isPending ? t.saving : t.changePassword}
        </Button>
      </form>
    </div>
  );
}
