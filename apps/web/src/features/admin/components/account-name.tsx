import { Anchor, Text } from '@mantine/core';
import type { AccountName } from '@sameday/contract';
import { Link } from 'react-router';
import { CONSOLE_PATHS } from '../paths';

/** The names of a list's accounts, by id. */
export const accountNamesById = (accounts: readonly AccountName[] | undefined) =>
  new Map((accounts ?? []).map((account) => [account.id, account.name]));

/**
 * An account in a list: its name, linking to its page (or to `to`), and its id beneath.
 * The accounts search, the dispatcher's merchant search and the work lists all show it so.
 */
export function AccountCell({
  accountId,
  name,
  to = CONSOLE_PATHS.account(accountId),
  weight = 500,
}: {
  accountId: string;
  name: string | undefined;
  to?: string;
  weight?: number;
}) {
  return (
    <>
      <Anchor component={Link} to={to} size="sm" fw={weight}>
        <bdi>{name ?? accountId}</bdi>
      </Anchor>
      {name !== undefined && (
        <Text size="xs" c="dimmed">
          <bdi>{accountId}</bdi>
        </Text>
      )}
    </>
  );
}
