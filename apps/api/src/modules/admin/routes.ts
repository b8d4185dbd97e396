import {
  AccountCapabilitiesSchema,
  AccountInvoicesSchema,
  AccountOverviewSchema,
  AccountsPageSchema,
  AccountsQuerySchema,
  ActorTokenSchema,
  ADMIN_PATHS,
  AdminAccountSchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  BlockStateSchema,
  EmailParamsSchema,
  EmployeeRegisterAnswerSchema,
  EmployeeRegisterSchema,
  IdParamsSchema,
  OkAnswerSchema,
  OwnershipCreateSchema,
  OwnershipMigrateAnswerSchema,
  OwnershipMigrateSchema,
  OwnershipSchema,
  OwnershipsPageSchema,
  OwnershipsQuerySchema,
  OwnershipUpdateSchema,
  STAFF_ACCESS,
  StaffBlockStateBodySchema,
  StaffListSchema,
  SupportAccessSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { type AuthGuard, staffRoute } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as admin from './service';

const tags = ['staff'];

type Deps = admin.StaffDeps & { authenticate: AuthGuard };

/** The provider's staff calls: accounts, ownerships, staff, the audit log, and acting as an account. */
export function registerAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAccountRoutes(app, deps);
  registerOwnershipRoutes(app, deps);
  registerStaffRoutes(app, deps);
}

function registerAccountRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);
  const readAccounts = { staff: STAFF_ACCESS.readAccounts };

  api.get(
    ADMIN_PATHS.accounts,
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: 'Accounts search (staff)',
        querystring: AccountsQuerySchema,
        response: { 200: AccountsPageSchema },
      },
    },
    async (request) => {
      await authenticate(request, readAccounts);
      return admin.searchAccounts(db, request.query);
    },
  );

  api.get(
    ADMIN_PATHS.accountByEmail(':email'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: "The account of a user's email (staff)",
        params: EmailParamsSchema,
        response: { 200: AdminAccountSchema },
      },
    },
    async (request) => {
      await authenticate(request, readAccounts);
      return admin.getAccountByEmail(db, request.params.email);
    },
  );

  api.get(
    ADMIN_PATHS.capabilities(':id'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: 'What the account may do now (staff, or its own members)',
        params: IdParamsSchema,
        response: { 200: AccountCapabilitiesSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      // A member reads their own account's; any other account needs a staff role.
      if (request.params.id !== caller.accountId) await authenticate(request, readAccounts);
      return admin.getCapabilities(db, request.params.id);
    },
  );

  api.post(
    ADMIN_PATHS.setBlockState(':id'),
    {
      ...staffRoute(STAFF_ACCESS.blockAccounts),
      schema: {
        tags,
        summary: 'Block or unblock order submission of an account, with a reason (operations, finance)',
        params: IdParamsSchema,
        body: StaffBlockStateBodySchema,
        response: { 200: BlockStateSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: STAFF_ACCESS.blockAccounts });
      return admin.setBlockState(db, caller, request.params.id, request.body);
    },
  );

  api.get(
    ADMIN_PATHS.accountOverview(':id'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: "The console's account page: profile, members, capabilities, invoices, orders, audit (staff)",
        params: IdParamsSchema,
        response: { 200: AccountOverviewSchema },
      },
    },
    async (request) => {
      await authenticate(request, readAccounts);
      return admin.getOverview(db, request.params.id);
    },
  );

  api.get(
    ADMIN_PATHS.accountInvoices(':id'),
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: "The account's invoices, newest first (staff)",
        params: IdParamsSchema,
        response: { 200: AccountInvoicesSchema },
      },
    },
    async (request) => {
      await authenticate(request, readAccounts);
      return { items: await admin.listInvoices(db, request.params.id) };
    },
  );
}

function registerOwnershipRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);
  const manage = { staff: STAFF_ACCESS.manageOwnerships };

  api.get(
    ADMIN_PATHS.ownerships,
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: 'Account ownerships (staff)',
        querystring: OwnershipsQuerySchema,
        response: { 200: OwnershipsPageSchema },
      },
    },
    async (request) => {
      await authenticate(request, { staff: STAFF_ACCESS.readAccounts });
      return admin.listOwnerships(db, request.query);
    },
  );

  api.post(
    ADMIN_PATHS.ownerships,
    {
      ...staffRoute(STAFF_ACCESS.manageOwnerships),
      schema: {
        tags,
        summary: 'Create an account ownership (operations, finance)',
        body: OwnershipCreateSchema,
        response: { 200: OwnershipSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, manage);
      return admin.createOwnership(db, caller, request.body);
    },
  );

  api.post(
    ADMIN_PATHS.migrateOwnerships,
    {
      ...staffRoute(STAFF_ACCESS.manageOwnerships),
      schema: {
        tags,
        summary: 'Move accounts to another owner or billing identifier, dry run first (operations, finance)',
        body: OwnershipMigrateSchema,
        response: { 200: OwnershipMigrateAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, manage);
      return admin.migrateOwnerships(db, caller, request.body);
    },
  );

  const one = ADMIN_PATHS.ownership(':id');
  api.get(
    one,
    {
      ...staffRoute(STAFF_ACCESS.readAccounts),
      schema: {
        tags,
        summary: 'One account ownership (staff)',
        params: IdParamsSchema,
        response: { 200: OwnershipSchema },
      },
    },
    async (request) => {
      await authenticate(request, { staff: STAFF_ACCESS.readAccounts });
      return admin.getOwnership(db, request.params.id);
    },
  );

  api.put(
    one,
    {
      ...staffRoute(STAFF_ACCESS.manageOwnerships),
      schema: {
        tags,
        summary: 'Change an account ownership (operations, finance)',
        params: IdParamsSchema,
        body: OwnershipUpdateSchema,
        response: { 200: OwnershipSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, manage);
      return admin.updateOwnership(db, caller, request.params.id, request.body);
    },
  );

  api.delete(
    one,
    {
      ...staffRoute(STAFF_ACCESS.manageOwnerships),
      schema: {
        tags,
        summary: 'Delete an account ownership (operations, finance)',
        params: IdParamsSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, manage);
      return admin.deleteOwnership(db, caller, request.params.id);
    },
  );
}

function registerStaffRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);
  const adminOnly = { staff: STAFF_ACCESS.admin };

  api.post(
    ADMIN_PATHS.employeeRegister,
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: {
        tags,
        summary: 'Create a staff user with roles, invited by mail to set a password (admin)',
        body: EmployeeRegisterSchema,
        response: { 200: EmployeeRegisterAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, adminOnly);
      return admin.registerEmployee(deps, caller, request.body, request.headers['accept-language']);
    },
  );

  api.get(
    ADMIN_PATHS.staff,
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: { tags, summary: 'Staff users and their roles (admin)', response: { 200: StaffListSchema } },
    },
    async (request) => {
      await authenticate(request, adminOnly);
      return admin.listStaff(db);
    },
  );

  api.get(
    ADMIN_PATHS.auditLog,
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: {
        tags,
        summary: 'The audit log of staff actions, newest first (admin)',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema },
      },
    },
    async (request) => {
      await authenticate(request, adminOnly);
      return admin.listAudit(db, request.query);
    },
  );

  api.get(
    ADMIN_PATHS.actorToken(':id'),
    {
      ...staffRoute(STAFF_ACCESS.actAsAccount),
      schema: {
        tags,
        summary: 'A short-lived, read-only token acting as the account (support, admin)',
        params: IdParamsSchema,
        response: { 200: ActorTokenSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: STAFF_ACCESS.actAsAccount });
      return admin.issueActorToken(deps, caller, request.params.id, request.headers['user-agent']);
    },
  );

  api.get(
    ADMIN_PATHS.supportAccess,
    {
      schema: {
        tags,
        summary: "When the provider's support viewed the caller's account",
        response: { 200: SupportAccessSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return admin.listSupportAccess(db, caller.accountId);
    },
  );
}
