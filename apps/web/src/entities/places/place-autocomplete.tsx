import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Autocomplete, type AutocompleteProps, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Place, PlaceKind } from '@sameday/contract';
import { useMemo } from 'react';
import { usePlaceSearch } from './api/places-query';

const KIND_LABELS: Record<PlaceKind, MessageDescriptor> = {
  history: msg`Used before`,
  landmark: msg`Landmark`,
  area: msg`Area`,
};

export type PlaceAutocompleteProps = Omit<AutocompleteProps, 'data' | 'onChange' | 'value' | 'filter'> & {
  value: string;
  /** The text typed; after a place is chosen, the place's area. */
  onChange: (value: string) => void;
  /** A place was chosen from the list: its area (the field's new value) and emirate. */
  onPlace?: (place: Place) => void;
  /** Common areas offered before anything is typed (the emirate's). */
  suggestions?: readonly string[];
};

/**
 * An address field that finds places as the user types: the account's own addresses first,
 * then landmarks and areas of the UAE (no outside service needed; a maps key adds the
 * provider's). Free text stays allowed: the list only helps.
 */
export function PlaceAutocomplete({ value, onChange, onPlace, suggestions = [], ...props }: PlaceAutocompleteProps) {
  const { t } = useLingui();
  const [query] = useDebouncedValue(value.trim(), 250);
  const search = usePlaceSearch(query);
  const places = search.data ?? [];
  const byOption = useMemo(() => new Map(places.map((place) => [place.formattedAddress, place])), [places]);
  const data = places.length > 0 ? [...byOption.keys()] : [...suggestions];

  return (
    <Autocomplete
      {...props}
      value={value}
      data={data}
      // The server has filtered by the words typed already.
      filter={places.length > 0 ? ({ options }) => options : undefined}
      onChange={(next) => {
        const place = byOption.get(next);
        if (!place) {
          onChange(next);
          return;
        }
        onChange(place.area || place.displayName);
        onPlace?.(place);
      }}
      renderOption={({ option }) => {
        const place = byOption.get(option.value);
        if (!place) return option.value;
        return (
          <Stack gap={0}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600}>
                {place.displayName}
              </Text>
              <Text size="xs" c="dimmed">
                {t(KIND_LABELS[place.kind])}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {place.formattedAddress}
            </Text>
          </Stack>
        );
      }}
    />
  );
}
