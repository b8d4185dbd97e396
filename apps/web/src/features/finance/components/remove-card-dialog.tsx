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
  return (
    <Modal opened={card !== null} onClose={onClose} title="Remove card" centered>
      {card && (
        <>
          <Text size="sm">
            Remove {cardName(card)}? {card.isDefault ? 'Your newest other card becomes the default.' : ''}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red.9" loading={isRemoving} onClick={() => onRemove(card)}>
              Remove card
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
