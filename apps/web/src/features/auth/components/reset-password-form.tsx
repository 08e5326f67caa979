import { validateResetPassword } from '@nidra/shared';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormError, FormField, FormSuccess } from '../../../ui/form-field.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect.ts';

const PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

/** New password and its confirmation for the token in the link; a mismatch makes no call (spec §5). */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useAllTexts();
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  useDelayedRedirect(reset.isSuccess ? '/login' : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const error = validateResetPassword({ newPassword, confirmPassword }, t);
    if (error) {
      reset.reset();
      setLocalError(error);
      return;
    }
    setLocalError(null);
    reset.mutate({ token, newPassword, confirmPassword });
  };

  const done = reset.isSuccess;
  return (
    <div>
      <FormSuccess message={reset.data?.message} />
      <FormError message={localError ?? reset.error?.message} />
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t.resetPasswordFormLabel}>
        <FormField
          id="reset-new-password"
          label={t.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          hint={PASSWORD_HINT}
          disabled={done}
          required
        />
        <FormField
          id="reset-confirm-password"
          label={t.confirmNewPasswordLabel}
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          disabled={done}
          required
        />
        <Button type="submit" disabled={reset.isPending || done} className="w-full py-3">
          {reset.isPending ? t.saving : t.resetPasswordButton}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-plum-700">
        Link expired?{' '}
        <Link to="/forgot-password" className="rounded font-medium text-plum-900 underline underline-offset-4">
          {t.requestNewResetLink}
        </Link>
      </p>
    </div>
  );
}
