import type { StaffRole } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';

/**
 * One registered route: a method and its URL pattern (`/api/platform/quiqdash/order/:id`),
 * whether it is public, and the staff roles it checks if it is a staff route (`staffRoute`).
 */
export type RouteEntry = { method: string; url: string; isPublic: boolean; staff?: readonly StaffRole[] };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered: what the security sweeps walk. */
    routeTable: readonly RouteEntry[];
  }
}

/** Keeps the table of routes as they are registered (HEAD twins of GET routes left out). */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const staff = route.config?.staff;
      table.push({ method, url: route.url, isPublic: route.config?.isPublic === true, ...(staff ? { staff } : {}) });
    }
  });
}
