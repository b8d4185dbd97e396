import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { Link } from 'react-router';
import { useAccount } from '../../features/account';

/** The orders home until the orders screen lands: a clear first step. */
export default function HomePage() {
  const account = useAccount();
  const name = account.data?.user.firstname ?? '';
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Title order={1} fz="h2">
        Orders
      </Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="xs">
          <Title order={2} fz="h3">
            Welcome{name ? `, ${name}` : ''}!
          </Title>
          <Text c="dimmed">
            You have no orders yet. Place your first shipment and a courier will collect it from your pickup address.
          </Text>
          <Group mt="sm">
            <Button component={Link} to={WEB_ROUTES.singleShipment}>
              New Shipment
            </Button>
            <Button component={Link} to={WEB_ROUTES.bulkOrders} variant="default">
              Bulk Upload
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
