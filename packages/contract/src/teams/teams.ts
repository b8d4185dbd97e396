import { z } from 'zod';
import { ASSIGNABLE_ROLES } from '../access';
import { EmailSchema, requiredText } from '../identity/common';
import { FIELD_MESSAGES } from '../messages';

export const CreateTeamBodySchema = z.object({ name: requiredText(80) });
export type CreateTeamBody = z.input<typeof CreateTeamBodySchema>;
export const CreateTeamResponseSchema = z.object({ orgId: z.string(), name: z.string(), token: z.string() });
export type CreateTeamResponse = z.infer<typeof CreateTeamResponseSchema>;

export const OrganisationSchema = z.object({
  orgId: z.string(),
  accountId: z.string(),
  name: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  /** The user's own account with no team: hidden in the switcher. */
  isPersonal: z.boolean(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

export const SetActiveOrganisationBodySchema = z.object({ orgId: z.string().min(1).max(64) });
export type SetActiveOrganisationBody = z.input<typeof SetActiveOrganisationBodySchema>;
/** The organisation the session now works in, and the token that opens it. */
export const SetActiveOrganisationResponseSchema = z.object({
  orgId: z.string(),
  accountId: z.string(),
  token: z.string(),
});
export type SetActiveOrganisationResponse = z.infer<typeof SetActiveOrganisationResponseSchema>;

export const AssignableRoleSchema = z.enum(ASSIGNABLE_ROLES, { error: FIELD_MESSAGES.chooseRole });

export const InviteMemberBodySchema = z.object({ email: EmailSchema, role: AssignableRoleSchema });
export type InviteMemberBody = z.input<typeof InviteMemberBodySchema>;

export const UpdateMemberRoleBodySchema = z.object({ role: AssignableRoleSchema });
export type UpdateMemberRoleBody = z.input<typeof UpdateMemberRoleBodySchema>;

export const AcceptInvitationBodySchema = z.object({ token: z.string().min(1).max(200) });
/** The team joined, now active, and the token that opens it. */
export const AcceptInvitationResponseSchema = CreateTeamResponseSchema;
export type AcceptInvitationResponse = CreateTeamResponse;

/** An invitation's mailed token in the path (`…/invitations/preview/{token}`). */
export const InvitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
/** A member named in the path (`/account/team/members/{userId}`). */
export const TeamMemberParamsSchema = z.object({ userId: z.coerce.number().int().positive() });

export const TeamMemberSchema = z.object({
  userId: z.number(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
  joinedAt: z.string(),
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const TeamSchema = z.object({
  orgId: z.string().nullable(),
  name: z.string(),
  members: z.array(TeamMemberSchema),
  invitations: z.array(InvitationSchema),
});
export type Team = z.infer<typeof TeamSchema>;

export const InvitationPreviewSchema = z.object({
  orgName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
