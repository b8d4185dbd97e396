import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar, Box, Group, Paper, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FLIP_IN_RTL } from '../../../shared/i18n/rtl';

type Review = { name: string; business: MessageDescriptor; quote: MessageDescriptor; initials: string };

/** Three static reviews (spec §2). */
const REVIEWS: Review[] = [
  {
    name: 'Layla Al Mansoori',
    business: msg`Oud Haven Perfumes, Dubai`,
    initials: 'LA',
    quote: msg`Orders placed before lunch reach our customers in Dubai the same afternoon. Repeat orders went up within the first month.`,
  },
  {
    name: 'Omar Siddiqui',
    business: msg`FitStack Supplements, Sharjah`,
    initials: 'OS',
    quote: msg`Bulk upload saves us an hour every morning, and cash on delivery is paid out without us chasing anyone.`,
  },
  {
    name: 'Priya Nair',
    business: msg`Little Loom Kids Fashion, Abu Dhabi`,
    initials: 'PN',
    quote: msg`Tracking links mean far fewer “where is my parcel?” calls, and support answers at any hour, even on Fridays.`,
  },
];

/**
 * The review carousel. It moves only when asked (previous / next), so nobody
 * has to read against a timer (WCAG 2.2.2); the change is announced politely.
 */
export function ReviewCarousel() {
  const { t, i18n } = useLingui();
  const [index, setIndex] = useState(0);
  const [open, close] = i18n.locale === 'ar' ? ['«', '»'] : ['“', '”'];
  const titleId = useId();
  const review = REVIEWS[index] as Review;
  const move = (step: number) => setIndex((current) => (current + step + REVIEWS.length) % REVIEWS.length);

  return (
    <Paper component="section" aria-roledescription="carousel" aria-labelledby={titleId} withBorder radius="lg" p="xl">
      <Group justify="space-between" wrap="nowrap">
        <Text id={titleId} fw={600}>
          <Trans>What our customers say</Trans>
        </Text>
        <Group gap={6} wrap="nowrap">
          <ActionIcon variant="default" radius="xl" size="lg" aria-label={t`Previous review`} onClick={() => move(-1)}>
            <IconChevronLeft size={18} aria-hidden className={FLIP_IN_RTL} />
          </ActionIcon>
          <ActionIcon variant="default" radius="xl" size="lg" aria-label={t`Next review`} onClick={() => move(1)}>
            <IconChevronRight size={18} aria-hidden className={FLIP_IN_RTL} />
          </ActionIcon>
        </Group>
      </Group>

      <Box aria-live="polite" mt="md" mih={172}>
        <Box role="group" aria-roledescription="slide" aria-label={t`Review ${index + 1} of ${REVIEWS.length}`}>
          <Group gap={2} aria-label={t`Rated 5 out of 5`} role="img">
            {[1, 2, 3, 4, 5].map((star) => (
              <IconStarFilled key={star} size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
            ))}
          </Group>
          <Text component="blockquote" m={0} mt="sm" fz="md" lh={1.55}>
            {open}
            {t(review.quote)}
            {close}
          </Text>
          <Group gap="sm" mt="md" wrap="nowrap">
            <Avatar color="brand" radius="xl" aria-hidden>
              {review.initials}
            </Avatar>
            <div>
              <Text fw={600} size="sm" component="bdi" display="block">
                {review.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t(review.business)}
              </Text>
            </div>
          </Group>
        </Box>
      </Box>

      <Group gap={6} justify="center" mt="md" aria-hidden>
        {REVIEWS.map((item, dot) => (
          <Box
            key={item.name}
            w={dot === index ? 18 : 6}
            h={6}
            bg={dot === index ? 'brand.7' : 'gray.3'}
            style={{ borderRadius: 3, transition: 'width 150ms ease' }}
          />
        ))}
      </Group>
    </Paper>
  );
}
