/**
 * The domain's wall clock. Without a start it is the real clock. With one (CLOCK_STARTS_AT, tests
 * only: production refuses it), it reads that instant when made and runs on in real time from
 * there: timers, waits and durations stay real, only the hour of the day is chosen.
 */
export function offsetClock(startsAt: Date | null, madeAt = Date.now()): () => Date {
  if (!startsAt) return () => new Date();
  const offset = startsAt.getTime() - madeAt;
  return () => new Date(Date.now() + offset);
}
