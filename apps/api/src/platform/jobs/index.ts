export {
  backoffDelay,
  createJobRunner,
  type EnqueueOptions,
  enqueueJob,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from './runner';
