import { API_BASES } from '@sameday/contract';
import type { ModuleDeclaration } from '../../platform/module';
import { registerIdentityRoutes } from './routes';
import { identityCleanupSchedule } from './service';
import { userRolesPort } from './service/user-roles';

/**
 * Identity: sign-up, sign-in, sessions, password resets, email verification. It provides the
 * `userRoles` port: permissions keeps a user's roles in step with its staff grants through it. Each
 * night it deletes expired reset codes and links and ended sessions.
 */
export const identityModule: ModuleDeclaration = {
  name: 'identity',
  build: async ({ db, signer, mailer, config, secret }) => {
    const codePepper = await secret('reset_code_pepper');
    return {
      routes: {
        platform: (app, { authenticate, log }) =>
          registerIdentityRoutes(app, {
            db,
            signer,
            mailer,
            config,
            codePepper,
            log,
            authenticate,
            cookiePath: `${API_BASES.platform}/identity`,
          }),
      },
      schedules: [identityCleanupSchedule(db)],
      wiring: { ports: { userRoles: userRolesPort } },
    };
  },
};
