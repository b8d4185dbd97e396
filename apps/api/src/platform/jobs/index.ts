export {
  type BatchHandler,
  type BatchJob,
  backoffDelay,
  createJobRunner,
  type EnqueueOptions,
  enqueueJob,
  enqueueJobs,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from './runner';
export { DUBAI, finishedJobsCleanup, latestPeriod, type Schedule } from './schedules';
