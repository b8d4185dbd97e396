import { useLingui } from '@lingui/react/macro';
import type { User } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { signIn } from '../api';

type Problem = 'not_courier' | 'invalid' | 'offline' | 'empty' | null;

/** Email and password, the dashboard's sign-in; only couriers get in. */
export function SignInScreen({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) return setProblem('empty');
    setBusy(true);
    const outcome = await signIn(email, password);
    setBusy(false);
    if (outcome.ok) onSignedIn(outcome.user);
    else setProblem(outcome.reason);
  };

  const messages: Record<Exclude<Problem, null>, string> = {
    not_courier: t`This app is for Sameday couriers. Sign in to the dashboard at the main address instead.`,
    invalid: t`Invalid login or password`,
    offline: t`No connection. Sign in once you have signal.`,
    empty: t`Enter your email and password.`,
  };

  return (
    <main className="screen narrow">
      <h1>{t`Courier sign-in`}</h1>
      <p className="muted">{t`Sign in with the email and password from your invitation.`}</p>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span className="label">{t`Email`}</span>
          <input name="email" type="email" autoComplete="username" inputMode="email" dir="ltr" required />
        </label>
        <label className="field">
          <span className="label">{t`Password`}</span>
          <input name="password" type="password" autoComplete="current-password" dir="ltr" required />
        </label>
        {problem ? (
          <p className="error" role="alert">
            {messages[problem]}
          </p>
        ) : null}
        <button className="button primary" type="submit" disabled={busy}>
          {busy ? t`Signing in…` : t`Sign in`}
        </button>
      </form>
    </main>
  );
}
