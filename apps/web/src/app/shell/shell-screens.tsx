import { lazy } from 'react';
import { usePermissions } from '../../entities/permissions';
import { ComingSoon } from './coming-soon';
import { BridgeRedirect } from './fulfillment-group';

const IntegrationsPage = lazy(() => import('../../features/integrations/integrations-page'));

/**
 * Screens of the signed-in area that live beside the shell. The router loads this module
 * lazily: the shell's pieces (menus, flags, permissions) stay off /login's first paint.
 */

/** The integrations page, told what the caller's role allows there. */
export function IntegrationsScreen() {
  const permissions = usePermissions();
  return (
    <IntegrationsPage
      access={{ canManage: permissions.can('integrations:manage'), isPending: permissions.isPending }}
    />
  );
}

/** A screen that is on its way. */
export function ComingSoonScreen({ title }: { title: string }) {
  return <ComingSoon title={title} />;
}

/** A screen the bridge-quiqdash flag sends to the newer dashboard when one is configured. */
export function BridgeScreen({ title }: { title: string }) {
  return (
    <BridgeRedirect>
      <ComingSoon title={title} />
    </BridgeRedirect>
  );
}
