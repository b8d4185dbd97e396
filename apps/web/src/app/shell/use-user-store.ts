import { usePermissions } from '../../entities/permissions';
import { useSavedPickups } from '../../entities/saved-pickups';
import { usePickupZones } from '../../features/addresses';
import { useIntegrationData } from '../../features/integrations';

/**
 * The user store of the session (platform spec §3): saved pickups, pickup zones
 * and integration data load once the shell is up, each telling the data layer
 * how its fetch went. The account (with its business accounts) is already in.
 */
export function useUserStore() {
  const { savedPickups, defaultSavedPickup } = useSavedPickups();
  const { hasPickupZones } = usePickupZones();
  const permissions = usePermissions();
  const { integrationData } = useIntegrationData({
    canManage: permissions.can('integrations:manage'),
    isPending: permissions.isPending,
  });
  return { savedPickups, defaultSavedPickup, hasPickupZones, integrationData };
}
