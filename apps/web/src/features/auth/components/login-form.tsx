import { hasErrors } from '@nidra/shared';
import { type FormEvent, useState } from 'react';
import { carryPendingAdd } from '../../../lib/pending-add.ts';
import { Link, useLocation, useNavigate } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { FormError, FormField } from '../../../ui/form-field.tsx';
import { useGoogleLogin } from '../api/google-login.ts';
import { useLogin } from '../api/login.ts';
import { returnPath } from '../hooks/return-path.ts';
import { GOOGLE_CLIENT_ID, GoogleSignInButton } from './google-sign-in-button.tsx';

type Fields = { email: string; password: string };

/** Email and password sign-in, with Google when configured; back to where the user came from (spec §2). */
export function LoginForm() {
  const t = useAllTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const google = useGoogleLogin();
  const [fields, setFields] = useState<Fields>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Fields>>({});
  const [googleFailed, setGoogleFailed] = useState(false);

  // Back where the visitor came from, with the product they asked to add, which that page adds.
  const done = () => navigate(returnPath(location.state), { replace: true, state: carryPendingAdd(location.state) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Partial<Fields> = {
      email: fields.email.trim() ? undefined : t.emailRequired,
      password: fields.password ? undefined : t.passwordRequired,
    };
    setFieldErrors(errors);
    if (hasErrors(errors)) return;
    setGoogleFailed(false);
    google.reset();
    login.mutate({ email: fields.email.trim(), password: fields.password }, { onSuccess: done });
  };

  const signInWithGoogle = (credential: string) => {
    login.reset();
    setGoogleFailed(false);
    // Any Google failure shows one message; the server's text is not used (spec §8).
    google.mutate(credential, { onSuccess: done, onError: () => setGoogleFailed(true) });
  };

  const change = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: e.target.value }));
    if (fieldErrors[key]) setFieldErrors((errs) => ({ ...errs, [key]: undefined }));
  };

  const error = googleFailed ? t.googleLoginFailedTryAgain : (login.error?.message ?? null);
  const busy = login.isPending || google.isPending;

  return (
    <div>
      <FormError message={error} />
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t.signInFormLabel}>
        <FormField
          id="login-email"
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={fields.email}
          onChange={change('email')}
          error={fieldErrors.email}
          required
        />
        <div>
          <FormField
            id="login-password"
            label={t.passwordLabel}
            type="password"
            autoComplete="current-password"
            value={fields.password}
            onChange={change('password')}
            error={fieldErrors.password}
            required
          />
          <div className="mt-2 text-right">
            <Link
              to="/forgot-password"
              className="rounded text-sm font-medium text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline"
            >
              {t.forgotPassword}
            </Link>
          </div>
        </div>
        <Button type="submit" disabled={busy} className="w-full py-3">
          {login.isPending ? t.signingIn : t.login}
        </Button>
      </form>

      {GOOGLE_CLIENT_ID && (
        <>
          <Divider label={t.orDivider} />
          <GoogleSignInButton onCredential={signInWithGoogle} onError={() => setGoogleFailed(true)} />
        </>
      )}

      <Divider label={t.newToStore(STORE.name)} />
      <Link to="/register" state={location.state} className={buttonClass('secondary', 'w-full py-3')}>
        {t.register}
      </Link>
    </div>
  );
}

function Divider({ label }: { label: string }) {
  return (
    <p className="my-6 flex items-center gap-3 text-xs uppercase tracking-wider text-plum-500">
      <span aria-hidden="true" className="h-px flex-1 bg-plum-100" />
      {label}
      <span aria-hidden="true" className="h-px flex-1 bg-plum-100" />
    </p>
  );
}
