import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Divider, Stack, Text, Title } from '@mantine/core';
import { SIGN_UP_PROGRESS, WEB_ROUTES } from '@sameday/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from './components/auth-layout';
import { BenefitsPanel, CompactBenefits } from './components/benefits-panel';
import { ReviewCarousel } from './components/review-carousel';
import { SignUpForm } from './components/sign-up-form';
import { SignUpProgress } from './components/sign-up-progress';
import { useReturnUrlSearch } from './hooks/use-complete-sign-in';
import { useSignUp } from './hooks/use-sign-up';

/** /create-account (spec §2, §4, §5): sign-up with a Personal / Business toggle. */
export default function CreateAccountPage() {
  const { t } = useLingui();
  const returnUrlSearch = useReturnUrlSearch();
  const { form, progress, hasSignInFailed, submit, submitRef } = useSignUp();
  const accountType = useWatch({ control: form.control, name: 'accountType' });
  const isBusy = progress !== SIGN_UP_PROGRESS.idle;

  const pageTitle = t`Create account · Sameday`;
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);

  return (
    <AuthLayout
      aside={
        <>
          <BenefitsPanel accountType={accountType} />
          <ReviewCarousel />
        </>
      }
    >
      {isBusy && <SignUpProgress value={progress} hasSignInFailed={hasSignInFailed} />}
      <Box hidden={isBusy}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz="h2">
            <Trans>Create your account</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Start shipping same-day across the UAE in a few minutes.</Trans>
          </Text>
        </Stack>
        <SignUpForm form={form} onSubmit={submit} submitRef={submitRef} />
        <Text ta="center" mt="lg" size="sm">
          <Anchor component={Link} to={`${WEB_ROUTES.login}${returnUrlSearch}`} inherit>
            <Text span c="dimmed" inherit>
              <Trans>Already have an account?</Trans>
            </Text>{' '}
            <Text span fw={600} inherit>
              <Trans>Log in</Trans>
            </Text>
          </Anchor>
        </Text>
        <Box hiddenFrom="md" mt="lg">
          <Divider mb="lg" />
          <CompactBenefits accountType={accountType} />
        </Box>
      </Box>
    </AuthLayout>
  );
}
