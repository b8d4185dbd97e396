import { Text, Title } from '@mantine/core';

export function ComingSoonNotice({ title }: { title: string }) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">Coming soon.</Text>
    </div>
  );
}
