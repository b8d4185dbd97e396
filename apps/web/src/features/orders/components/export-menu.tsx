import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, Menu } from '@mantine/core';
import type { ExportFormat } from '@sameday/contract';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';

type Props = {
  onExport: (format: ExportFormat) => void;
  disabled?: boolean;
  size?: ButtonProps['size'];
  /** Above the button in the bulk bar at the bottom of the screen; below it elsewhere. */
  position?: 'top' | 'bottom-end';
};

/** Export: CSV for any tool, or an Excel workbook whose cells are numbers, dates and text. */
export function ExportMenu({ onExport, disabled, size, position = 'bottom-end' }: Props) {
  return (
    <Menu position={position} withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          disabled={disabled}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Trans>Export</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onExport('csv')}>CSV (.csv)</Menu.Item>
        <Menu.Item onClick={() => onExport('xlsx')}>Excel (.xlsx)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
