import {
  ADMIN_PATHS,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  EmployeeRegisterAnswerSchema,
  EmployeeRegisterSchema,
  STAFF_ACCESS,
  StaffListSchema,
} from '@sameday/contract';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as admin from '../service';

const tags = ['staff'];

type Deps = admin.StaffDeps & { authenticate: AuthGuard };

/** Admins: staff registered and listed, and the audit log. */
export function registerStaffRoutes(api: SchemaApp, deps: Deps): void {
  const { db, authenticate } = deps;
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
}
