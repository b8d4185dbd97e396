import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Divider, Text } from '@mantine/core';
import { MESSAGES, WEB_ROUTES } from '@sameday/contract';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../shared/forms/form-errors';
import { translateContractText } from '../../shared/i18n';
import { isSessionExpiredState, useSession, useSessionManager } from '../../shared/session';
import { AuthLayout } from './components/auth-layout';
import { LoginEmailStep } from './components/login-email-step';
import { LoginForgotPasswordStep } from './components/login-forgot-password-step';
import { LoginPasswordStep } from './components/login-password-step';
import { LoginResetCodeStep } from './components/login-reset-code-step';
import { useReturnUrlSearch } from './hooks/use-complete-sign-in';

type LoginStep = 'email' | 'password' | 'forgot-password' | 'reset-code';

/**
 * /login (spec §4 "Login steps"): email, then password; password to
 * forgot-password, then reset-code, and back to email once the password is
 * reset. The steps live in the page, not the URL, so the returnUrl query stays
 * as it came for the sign-in completion.
 */
export default function LoginPage() {
  const { t } = useLingui();
  const returnUrlSearch = useReturnUrlSearch();
  const [step, setStep] = useState<LoginStep>('email');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string>();
  // Sent here because the session expired (not after a Logout): say so (spec §8, the unauthenticated event).
  const isSessionExpired = isSessionExpiredState(useLocation().state);
  const manager = useSessionManager();
  // Platform spec §4: a login whose user could not be fetched ends signed out with this
  // message; the form starts again from the email (docs/decisions/022).
  const { errorMessage } = useSession();
  useEffect(() => {
    if (errorMessage) setStep('email');
  }, [errorMessage]);

  return (
    <AuthLayout>
      <title>{t`Log in · Sameday`}</title>
      {step === 'email' && errorMessage && <FormAlert>{translateContractText(errorMessage)}</FormAlert>}
      {isSessionExpired && step === 'email' && !notice && (
        <Alert role="status" color="yellow" variant="light" mb="md">
          {translateContractText(MESSAGES.sessionExpired)}
        </Alert>
      )}
      {step === 'email' && (
        <LoginEmailStep
          defaultEmail={email}
          notice={notice}
          onAccepted={(accepted) => {
            manager.clearError();
            setEmail(accepted);
            setNotice(undefined);
            setStep('password');
          }}
        />
      )}
      {step === 'password' && (
        <LoginPasswordStep
          email={email}
          onBack={() => setStep('email')}
          onForgotPassword={() => setStep('forgot-password')}
        />
      )}
      {step === 'forgot-password' && (
        <LoginForgotPasswordStep
          email={email}
          onBack={() => setStep('password')}
          onCodeSent={() => setStep('reset-code')}
        />
      )}
      {step === 'reset-code' && (
        <LoginResetCodeStep
          email={email}
          onBack={() => setStep('password')}
          onPasswordReset={() => {
            setNotice(t`Your password has been changed. Log in with your new password.`);
            setStep('email');
          }}
        />
      )}
      {(step === 'email' || step === 'password') && (
        <>
          <Divider my="lg" />
          <Text size="sm" ta="center" c="dimmed">
            <Trans>
              New to Sameday?{' '}
              <Anchor component={Link} to={`${WEB_ROUTES.createAccount}${returnUrlSearch}`} fw={600}>
                Create an account
              </Anchor>
            </Trans>
          </Text>
        </>
      )}
    </AuthLayout>
  );
}
