import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  OAUTH_CLIENT_MESSAGES,
  OAUTH_REDIRECT_URIS_MAX,
  OAUTH_SCOPES,
  OAuthClientInputSchema,
  type OAuthClientWithSecret,
  RedirectUriSchema,
} from '@sameday/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { useCreateClient } from '../api/clients';
import { SCOPE_TEXT } from '../lib/scope-labels';

/** The form's shape: redirect URIs are typed one a line, each checked as the API checks it. */
const CreateClientFormSchema = OAuthClientInputSchema.extend({
  redirectUris: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(RedirectUriSchema).max(OAUTH_REDIRECT_URIS_MAX, OAUTH_CLIENT_MESSAGES.tooManyRedirectUris)),
});
type CreateClientForm = z.input<typeof CreateClientFormSchema>;

/** "New API client": a name, its scopes and, for the code flow, its redirect URIs. */
export function CreateClientForm({ onCreated }: { onCreated: (client: OAuthClientWithSecret) => void }) {
  const { t, i18n } = useLingui();
  const createClient = useCreateClient();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateClientForm, unknown, z.output<typeof CreateClientFormSchema>>({
    resolver: zodResolver(CreateClientFormSchema),
    defaultValues: { name: '', scopes: ['orders:read'], redirectUris: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const created = await createClient.mutateAsync(body);
      reset({ name: '', scopes: ['orders:read'], redirectUris: '' });
      onCreated(created);
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['name', 'scopes', 'redirectUris'],
          fallback: t`Could not create the API client. Please try again.`,
        }),
      );
    }
  });

  const redirectError = translated(errors.redirectUris?.message ?? firstItemError(errors.redirectUris));
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <TextInput
          label={t`Name`}
          description={t`What the client is, for you: e.g. “Warehouse system”.`}
          autoComplete="off"
          error={translated(errors.name?.message)}
          {...register('name')}
        />
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <Checkbox.Group
              label={t`Scopes`}
              description={t`What the client may do in this account. Never more than your own role allows.`}
              value={field.value}
              onChange={field.onChange}
              error={translated(errors.scopes?.message ?? firstItemError(errors.scopes))}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt="xs">
                {OAUTH_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={i18n._(SCOPE_TEXT[scope])} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Textarea
          label={t`Redirect URIs (optional)`}
          description={t`One a line, for the authorization code flow. Leave empty for client credentials only.`}
          dir="ltr"
          autosize
          minRows={2}
          error={redirectError}
          {...register('redirectUris')}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group>
          <Button type="submit" loading={isSubmitting} leftSection={<IconPlus size={16} aria-hidden />}>
            <Trans>Create API client</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An array field's first item error (react-hook-form keeps them by index). */
function firstItemError(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const item of Object.values(value)) {
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string') return item.message;
  }
  return undefined;
}

/** A field's message in the page's language: the contract's fixed sentences have their Arabic. */
function translated(message: string | undefined): string | undefined {
  return message ? translateContractText(message) : message;
}
