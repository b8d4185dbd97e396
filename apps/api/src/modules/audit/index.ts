export { auditModule } from './module';
// The staff audit log's writer: every module whose staff actions are audited writes through it,
// and it imports no other module, so writing an entry never ties two modules in a cycle (the
// console that reads the log is the admin module's).
export { recordStaffAction, type StaffAction } from './service';
