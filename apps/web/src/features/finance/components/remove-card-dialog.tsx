import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { PaymentMethod } from '@sameday/contract';
import { cardName } from './saved-card';

type Props = {
  card: PaymentMethod | null;
  isRemoving: boolean;
  onRemove: (card: PaymentMethod) => void;
  onClose: () => void;
};

/** Asks before a card is removed, saying which card becomes the default. */
export function RemoveCardDialog({ card, isRemoving, onRemove, onClose }: Props) {
  const { t } = useLingui();
  const name = card ? cardName(card) : '';
  return (
    <Modal opened={card !== null} onClose={onClose} title={t`Remove card`} centered>
      {card && (
        <>
          <Text size="sm">
            {t`Remove ${name}?`} {card.isDefault ? t`Your newest other card becomes the default.` : ''}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red.9" loading={isRemoving} onClick={() => onRemove(card)}>
              <Trans>Remove card</Trans>
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
