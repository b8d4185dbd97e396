import { Anchor, Text } from '@mantine/core';
import type { AccountName } from '@sameday/contract';
import { Link } from 'react-router';
import { CONSOLE_PATHS } from '../paths';

/** The names of a list's accounts, by id. */
export const accountNamesById = (accounts: readonly AccountName[] | undefined) =>
  new Map((accounts ?? []).map((account) => [account.id, account.name]));

/** An account in a work list: its name, linking to its page, and its id beneath. */
export function AccountCell({ accountId, name }: { accountId: string; name: string | undefined }) {
  return (
    <>
      <Anchor component={Link} to={CONSOLE_PATHS.account(accountId)} size="sm" fw={500}>
        <bdi>{name ?? accountId}</bdi>
      </Anchor>
      {name !== undefined && (
        <Text size="xs" c="dimmed">
          {accountId}
        </Text>
      )}
    </>
  );
}
