import type { ModuleDeclaration } from '../../platform/module';

/** The staff audit log: written by every module through this one's index, read by the console. Nothing to wire. */
export const auditModule: ModuleDeclaration = { name: 'audit', build: () => ({}) };
