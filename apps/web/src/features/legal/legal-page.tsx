import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { currentLocale } from '../../shared/i18n/i18n';
import { Logo } from '../../shared/ui/logo';
import { legalDocuments } from './legal-documents';

/** /legal/:document — the terms, fees schedules and privacy policy, readable without an account. */
export default function LegalPage() {
  const { t } = useLingui();
  const { document = '' } = useParams();
  const legal = legalDocuments(currentLocale())[document];
  if (!legal) return <Navigate to="/login" replace />;
  return (
    <Box bg="gray.0" mih="100dvh">
      <Container size={760} py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="xl">
          <Anchor component={Link} to="/login" underline="never" aria-label={t`Sameday home`}>
            <Logo />
          </Anchor>
        </Group>
        <Paper component="main" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <div>
              <Title order={1}>{legal.title}</Title>
              <Text c="dimmed" size="sm" mt={4}>
                <Trans>Last updated {legal.updated}</Trans>
              </Text>
            </div>
            {legal.sections.map((section) => (
              <Stack key={section.heading} gap={6}>
                <Title order={2} fz="h4">
                  {section.heading}
                </Title>
                {section.body.map((paragraph) => (
                  <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
