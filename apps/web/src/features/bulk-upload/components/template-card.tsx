import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { BULK_COLUMNS, BULK_LIMITS_TEXT, BULK_TEMPLATE_NOTES } from '@sameday/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { translateContractText } from '../../../shared/i18n';
import { downloadCsvTemplate, downloadXlsxTemplate } from '../lib/downloads';

/** Step 1: the template in both formats, the limits, how to write an order of several items, and each column. */
export function TemplateCard() {
  const { t } = useLingui();
  const [isPreparingXlsx, setPreparingXlsx] = useState(false);
  const xlsx = async () => {
    setPreparingXlsx(true);
    try {
      await downloadXlsxTemplate();
    } finally {
      setPreparingXlsx(false);
    }
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>1. Fill in the template</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          {translateContractText(BULK_LIMITS_TEXT)}
        </Text>
        <List size="sm" spacing={4} aria-label={t`How to fill in the template`}>
          {BULK_TEMPLATE_NOTES.map((note) => (
            <List.Item key={note}>{translateContractText(note)}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={downloadCsvTemplate}>
            <Trans>Download CSV template</Trans>
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={xlsx}
            loading={isPreparingXlsx}
          >
            <Trans>Download Excel template</Trans>
          </Button>
        </Group>
        <Accordion variant="contained" radius="md">
          <Accordion.Item value="columns">
            <Accordion.Control>
              <Trans>What goes in each column</Trans>
            </Accordion.Control>
            <Accordion.Panel>
              <Table.ScrollContainer minWidth={480}>
                <Table verticalSpacing={6} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Trans>Column</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>What to write</Trans>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {BULK_COLUMNS.map((column) => (
                      <Table.Tr key={column.key}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text fw={600} size="sm">
                            {column.header}
                          </Text>
                          {column.required && (
                            <Badge size="xs" variant="light" color="gray">
                              <Trans>Required</Trans>
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{translateContractText(column.description)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}
