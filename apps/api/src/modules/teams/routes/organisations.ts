import {
  OrganisationSchema,
  SetActiveOrganisationBodySchema,
  SetActiveOrganisationResponseSchema,
  TEAM_PATHS,
} from '@sameday/contract';
import { z } from 'zod';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as teams from '../service';

const tags = ['teams'];

/** The user's organisations, and switching between them. */
export function registerOrganisationRoutes(api: SchemaApp, deps: teams.TeamsDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;

  api.get(
    TEAM_PATHS.organisations,
    {
      schema: {
        tags,
        summary: "The user's organisations",
        response: { 200: z.array(OrganisationSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return teams.listOrganisations(deps, caller);
    },
  );

  api.post(
    TEAM_PATHS.activeOrganisation,
    {
      schema: {
        tags,
        summary: 'Switch to another organisation',
        body: SetActiveOrganisationBodySchema,
        response: { 200: SetActiveOrganisationResponseSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return teams.setActiveOrganisation(deps, caller, request.body.orgId);
    },
  );
}
