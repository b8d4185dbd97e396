import { Button } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The sidebar's place for teams: the organisation switcher, or 'Create Team'. */
export function OrganisationSwitcher({ isCollapsed }: { isCollapsed: boolean }) {
  return (
    <Button
      component={Link}
      to="/settings/team"
      variant="subtle"
      justify="flex-start"
      leftSection={<IconUsersPlus size={18} aria-hidden />}
      aria-label="Create Team"
    >
      {isCollapsed ? null : 'Create Team'}
    </Button>
  );
}
