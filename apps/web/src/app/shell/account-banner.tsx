import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { isSafeLinkUrl, MESSAGES, type Notification, WEB_ROUTES } from '@sameday/contract';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useIsPhone } from '../../shared/hooks/use-is-phone';
import { i18n, translateContractText } from '../../shared/i18n/i18n';

/** What the invoicing service says of the account (spec: user config); it arrives with the invoicer. */
export type AccountStanding = {
  isOrderSubmissionBlocked: boolean;
  hasOverdueInvoices: boolean;
  /** Why operations blocked the account, in their words. */
  orderSubmissionBlockedReason?: string | null;
};

/**
 * A blocked account's message: the spec's suspension sentence only when invoices are overdue
 * (it speaks of overdue payments), and the reason operations gave whenever there is one.
 */
function blockedMessage(standing: AccountStanding): string {
  const reason = standing.orderSubmissionBlockedReason?.trim().replace(/\.+$/, '');
  const parts = [
    standing.hasOverdueInvoices
      ? translateContractText(MESSAGES.accountBlocked)
      : t`Sameday has paused order placement on your account.`,
  ];
  // The reason is in the words staff typed, often Latin: set apart so it keeps its place in Arabic.
  const given = reason && (i18n.locale === 'ar' ? `\u2068${reason}\u2069` : reason);
  if (given) parts.push(t`Reason given by Sameday: ${given}.`);
  return parts.join(' ');
}

export type BannerMessage = {
  id: string;
  title: string;
  message: string;
  link: { text: string; url: string } | null;
  isOrderPlacementAllowed: boolean;
  isDismissible: boolean;
};

/**
 * The banner's messages in the spec's order of precedence (platform contract §4):
 * a blocked account, else overdue invoices, else the fetched notifications.
 */
export function bannerMessages({
  standing,
  notifications,
  financeEmail,
}: {
  standing?: AccountStanding;
  notifications: readonly Notification[];
  financeEmail?: string;
}): BannerMessage[] {
  // Called while rendering: the global `t` reads the language of this render.
  const contact = financeEmail ? ` ${t`Contact ${financeEmail}.`}` : '';
  if (standing?.isOrderSubmissionBlocked)
    return [
      {
        id: 'account-blocked',
        title: translateContractText(MESSAGES.accountBlockedTitle),
        message: `${blockedMessage(standing)}${contact}`,
        link: null,
        isOrderPlacementAllowed: false,
        isDismissible: false,
      },
    ];
  if (standing?.hasOverdueInvoices)
    return [
      {
        id: 'invoice-overdue',
        title: translateContractText(MESSAGES.invoiceOverdueTitle),
        message: `${translateContractText(MESSAGES.invoiceOverdue)}${contact}`,
        link: { text: t`See outstanding invoices`, url: WEB_ROUTES.accountInvoices },
        isOrderPlacementAllowed: false,
        isDismissible: false,
      },
    ];
  return notifications.map((notification) => ({
    id: notification.id,
    title: notification.title,
    message: notification.message,
    // The API takes only safe links; one stored before it checked (or changed on the way) shows as none.
    link: notification.link && isSafeLinkUrl(notification.link.url) ? notification.link : null,
    isOrderPlacementAllowed: true,
    isDismissible: true,
  }));
}

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Dismissed messages stay away for the rest of the browser session (logout clears session storage). */
const DISMISSED_KEY = 'dismissedBannerMessages';

function readDismissed(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The message's own link: inside the app, or a new tab for an outside https page; never anything else. */
function MessageLink({ link }: { link: NonNullable<BannerMessage['link']> }) {
  if (!isSafeLinkUrl(link.url)) return null;
  return isInternal(link.url) ? (
    <Anchor component={Link} to={link.url} fw={600} inherit>
      {link.text}
    </Anchor>
  ) : (
    <Anchor href={link.url} target="_blank" rel="noopener noreferrer" fw={600} inherit>
      {link.text}
    </Anchor>
  );
}

/**
 * One message. On a phone it starts as one line, its title with a Details
 * button, so an overdue notice does not push the screen below the fold.
 */
function BannerAlert({ message, onDismiss }: { message: BannerMessage; onDismiss: () => void }) {
  const { t } = useLingui();
  const isPhone = useIsPhone();
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const isCollapsed = isPhone && !isOpen;
  const title = isPhone ? (
    <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
      <Text component="span" fw={700} size="sm" truncate>
        {message.title}
      </Text>
      <Button
        variant="subtle"
        size="compact-xs"
        aria-expanded={isOpen}
        aria-controls={isOpen ? detailsId : undefined}
        onClick={() => setOpen((open) => !open)}
        style={{ flex: 'none' }}
      >
        {isOpen ? t`Hide details` : t`Details`}
      </Button>
    </Group>
  ) : (
    message.title
  );
  return (
    <Alert
      role="status"
      variant="light"
      color={message.isOrderPlacementAllowed ? 'brand' : 'red'}
      title={title}
      icon={
        message.isOrderPlacementAllowed ? (
          <IconInfoCircle size={20} aria-hidden />
        ) : (
          <IconAlertTriangle size={20} aria-hidden />
        )
      }
      withCloseButton={message.isDismissible}
      closeButtonLabel={t`Dismiss ${message.title}`}
      onClose={onDismiss}
      py={isCollapsed ? 'xs' : undefined}
      styles={{
        message: { color: 'var(--mantine-color-dark-7)' },
        title: isCollapsed ? { marginBottom: 0 } : undefined,
      }}
    >
      {isCollapsed ? null : (
        <span id={detailsId}>
          {message.message}
          {message.link && (
            <>
              {' '}
              <MessageLink link={message.link} />
            </>
          )}
        </span>
      )}
    </Alert>
  );
}

/** The account banner above every screen, coloured by whether order placement is allowed. */
export function AccountBanner({ messages }: { messages: readonly BannerMessage[] }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = (id: string) =>
    setDismissed((current) => {
      const next = new Set(current).add(id);
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...next]));
      return next;
    });
  const [isExpanded, setExpanded] = useState(false);
  const open = messages.filter((message) => !dismissed.has(message.id));
  if (open.length === 0) return null;
  // The newest message stands alone; the older ones wait behind a button, so the screen keeps its room.
  const shown = isExpanded ? open : open.slice(0, 1);
  const hiddenCount = open.length - shown.length;
  return (
    <Stack gap="xs" mb="md" component="section" aria-label={t`Account messages`}>
      {shown.map((message) => (
        <BannerAlert key={message.id} message={message} onDismiss={() => dismiss(message.id)} />
      ))}
      {hiddenCount > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setExpanded(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {plural(hiddenCount, { one: 'Show # more message', other: 'Show # more messages' })}
        </Button>
      )}
    </Stack>
  );
}
