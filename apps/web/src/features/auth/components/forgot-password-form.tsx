import { type FormEvent, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormError, FormField, FormSuccess } from '../../../ui/form-field.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';

/** One email field: shows the server's message or the error, each clearing the other (spec §2, §4). */
export function ForgotPasswordForm() {
  const t = useAllTexts();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      forgot.reset();
      setEmailError(t.emailRequired);
      return;
    }
    setEmailError(undefined);
    forgot.mutate(email.trim());
  };

  return (
    <div>
      <FormSuccess message={forgot.data?.message} />
      <FormError message={forgot.error?.message} />
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t.forgotPasswordFormLabel}>
        <FormField
          id="forgot-email"
          label={t.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(undefined);
          }}
          error={emailError}
          required
        />
        <Button type="submit" disabled={forgot.isPending} className="w-full py-3">
          {forgot.isPending ? t.sending : t.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-plum-700">
        Remembered it?{' '}
        <Link to="/login" className="rounded font-medium text-plum-900 underline underline-offset-4">
          {t.backToSignIn}
        </Link>
      </p>
    </div>
  );
}
