import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { MESSAGES, PasswordRecoveryFormSchema, WEB_ROUTES } from '@sameday/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api';
import { FormAlert } from '../../shared/forms/form-errors';
import { translateContractText } from '../../shared/i18n/i18n';
import { serverMessage } from '../../shared/server-error';
import { useSession, useSessionManager } from '../../shared/session';
import { usePartnerUser } from './api/get-partner-user';
import { openRecoverySession, updatePartnerPassword } from './api/identity-calls';
import { AuthLayout } from './components/auth-layout';
import { reservedErrorProps } from './components/field-error';
import { LinkChecking } from './components/link-checking';
import { NewPasswordInput } from './components/new-password-input';
import { StepHeader } from './components/step-header';
import { useSingleUseLink } from './hooks/use-single-use-link';

type Settled = { state: 'none' } | { state: 'failed'; message: string };

/**
 * /password-recovery (spec §2): the forced change of a temporary password, also
 * reached from the mailed reset link (?token=), which first opens a session
 * that may only change the password.
 */
export default function PasswordRecoveryPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const session = useSession();
  const link = useRecoveryLink(token, session.status !== 'not_loaded');

  let content: ReactNode;
  if (link.state === 'failed') content = <LinkFailed message={link.message} />;
  else if (link.state === 'checking' || session.status === 'not_loaded')
    content = <LinkChecking label={token ? t`Checking your reset link` : undefined} />;
  else if (session.status === 'signed_out') return <Navigate to={WEB_ROUTES.login} replace />;
  else content = <ChangePasswordForm />;

  return (
    <AuthLayout>
      <title>{t`Choose a new password · Sameday`}</title>
      {content}
    </AuthLayout>
  );
}

/**
 * Trades the link's token for a session, once. It waits for the first session sync,
 * whose answer would otherwise end the new session.
 */
function useRecoveryLink(token: string | null, isSessionLoaded: boolean) {
  const manager = useSessionManager();
  return useSingleUseLink<Settled>(token, isSessionLoaded, (value) =>
    openRecoverySession(value).then(
      (response): Settled => {
        try {
          manager.activate(response);
        } catch {
          // Telling other tabs can fail after the token is stored; only a token not stored counts.
        }
        const isActive = manager.getSnapshot().token === response.token;
        return isActive ? { state: 'none' } : { state: 'failed', message: MESSAGES.tokenSaveFailed };
      },
      (error: unknown): Settled => ({
        state: 'failed',
        message: serverMessage(error, MESSAGES.resetLinkInvalid, { showsInternal: true }),
      }),
    ),
  );
}

function LinkFailed({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <>
      <StepHeader title={t`This link cannot be used`} />
      <Stack gap="md">
        <FormAlert>{translateContractText(message)}</FormAlert>
        <Button component={Link} to={WEB_ROUTES.resetPassword} size="md" fullWidth>
          <Trans>Request a new link</Trans>
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Anchor component={Link} to={WEB_ROUTES.login} fw={600}>
            <Trans>Back to Login</Trans>
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}

/** The new password twice, checked by the contract's rules; the account is then sent to its dashboard. */
function ChangePasswordForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Only to name the account: the password manager saves the new password under it.
  const user = usePartnerUser();
  const [formError, setFormError] = useState<string>();
  const [isChanged, setIsChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    trigger,
    getValues,
    control,
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
  } = useForm({
    resolver: zodResolver(PasswordRecoveryFormSchema),
    mode: 'onBlur',
    criteriaMode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => setFocus('password'), [setFocus]);

  // 'Passwords do not match' sits on both fields: a change to one re-checks the other too.
  type Field = 'password' | 'confirmPassword';
  const recheck = (self: Field, other: Field) => () => {
    if (!getValues(other) || !(isSubmitted || touchedFields[other])) return;
    void trigger(errors[self] ? [self, other] : other);
  };

  const onSubmit = handleSubmit(async (form) => {
    setFormError(undefined);
    try {
      await updatePartnerPassword({ password: form.password, password_confirmation: form.confirmPassword });
      // Cached user data still says "temporary password" and would send the shell back here.
      queryClient.removeQueries();
      setIsChanged(true);
    } catch (error) {
      const detail = isApiError(error) ? error.shape.errorDetail : undefined;
      setFormError(detail || serverMessage(error, MESSAGES.passwordResetFailed, { showsInternal: true }));
    }
  });

  const goHome = () => navigate(WEB_ROUTES.orders, { replace: true });
  const email = user.data?.email;

  // Only a temporary password (or a reset link's session) is changed here; anyone else goes home.
  if (user.data && !user.data.temporaryPassword && !isChanged) return <Navigate to={WEB_ROUTES.orders} replace />;

  return (
    <>
      <ChangePasswordHeader email={email} />
      <form noValidate onSubmit={onSubmit}>
        {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
        <Stack gap="sm">
          <NewPasswordInput
            label={t`New password`}
            password={password}
            fieldError={errors.password}
            isChecked={isSubmitted || Boolean(touchedFields.password)}
            {...register('password', {
              onBlur: recheck('password', 'confirmPassword'),
              onChange: recheck('password', 'confirmPassword'),
            })}
          />
          <PasswordInput
            size="md"
            label={t`Confirm password`}
            autoComplete="new-password"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
            {...reservedErrorProps(errors.confirmPassword)}
            {...register('confirmPassword', {
              onBlur: recheck('confirmPassword', 'password'),
              onChange: recheck('confirmPassword', 'password'),
            })}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </form>
      <PasswordChangedDialog opened={isChanged} onClose={goHome} />
    </>
  );
}

/** Whose password is being set, when the account is known (the password manager saves it under that name). */
function ChangePasswordHeader({ email }: { email: string | undefined }) {
  const { t } = useLingui();
  return (
    <StepHeader
      title={t`Choose a new password`}
      description={
        email ? (
          <Trans>
            Set a new password for{' '}
            <Text component="bdi" inherit fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>{' '}
            to continue to your dashboard.
          </Trans>
        ) : (
          t`Set a new password to continue to your dashboard.`
        )
      }
    />
  );
}

/** The password is changed: the way on is the dashboard. */
function PasswordChangedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={translateContractText(MESSAGES.passwordChanged)}
      centered
      radius="lg"
      padding="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text size="sm">
          <Trans>Your new password is set. Use it the next time you log in.</Trans>
        </Text>
        <Button size="md" fullWidth onClick={onClose} data-autofocus>
          {translateContractText(MESSAGES.goHomepage)}
        </Button>
      </Stack>
    </Modal>
  );
}
