import {
  type CourierShift,
  type CourierShiftState,
  FLEET_MESSAGES,
  COURIER_APP_MESSAGES as M,
} from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { ShiftRow } from '../queries';
import * as q from '../queries';
import { dubaiDate } from './common';

/** A courier may start their shift this long before it is planned to start. */
const EARLY_START_MINUTES = 60;

export type ShiftClockAction = 'shift_start' | 'shift_end' | 'break_start' | 'break_end';

/** The shift's state as the courier clocked it in the app. */
export function shiftStateOf(row: ShiftRow): CourierShiftState {
  if (row.endedAt) return 'ended';
  if (!row.startedAt) return 'not_started';
  return row.breakStartedAt ? 'on_break' : 'on_shift';
}

/** Of a day's shifts: the one under way, else the next not ended, else the last. */
function currentOf(rows: ShiftRow[]): ShiftRow | undefined {
  return rows.find((row) => row.startedAt && !row.endedAt) ?? rows.find((row) => !row.endedAt) ?? rows[rows.length - 1];
}

/** The courier's shift of today (Dubai) as the app shows it; null when none is planned. */
export async function courierShiftToday(db: DbOrTx, courierId: string, now: Date): Promise<CourierShift | null> {
  const row = currentOf(await q.shiftsOfCourierOnDate(db, courierId, dubaiDate(now)));
  if (!row) return null;
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    breaks: row.breaks,
    state: shiftStateOf(row),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

const refused = (message: string) => new AppError('failed_precondition', message);

/** The change an action makes to the shift, or the refusal (with the fleet's and the app's sentences). */
function changeOf(row: ShiftRow, action: ShiftClockAction, at: Date): Partial<ShiftRow> {
  const state = shiftStateOf(row);
  if (state === 'ended') throw refused(M.shiftEnded);
  if (action === 'shift_start') {
    if (state !== 'not_started') throw refused(M.shiftAlreadyStarted);
    const early = new Date(row.startsAt.getTime() - EARLY_START_MINUTES * 60_000);
    if (at < early || at >= row.endsAt) throw refused(FLEET_MESSAGES.notOnShift);
    return { startedAt: at };
  }
  if (state === 'not_started') throw refused(M.shiftNotStarted);
  const breakTaken = () => [
    ...row.breaksTaken,
    { start: (row.breakStartedAt as Date).toISOString(), end: at.toISOString() },
  ];
  if (action === 'shift_end') {
    // Ending the shift during a break ends the break with it.
    return state === 'on_break' ? { endedAt: at, breakStartedAt: null, breaksTaken: breakTaken() } : { endedAt: at };
  }
  if (action === 'break_start') {
    if (state === 'on_break') throw refused(M.alreadyOnBreak);
    return { breakStartedAt: at };
  }
  if (state !== 'on_break') throw refused(M.notOnBreak);
  return { breakStartedAt: null, breaksTaken: breakTaken() };
}

/**
 * Records a shift or break action of the courier app on today's shift (the Dubai day of `at`),
 * locking the shift's row; refused (failed_precondition) when it does not fit the shift's state:
 * no shift today, not started, already on a break, ended. Answers the state after it.
 */
export async function clockShift(
  tx: DbOrTx,
  courierId: string,
  action: ShiftClockAction,
  at: Date,
): Promise<CourierShiftState> {
  const row = currentOf(await q.shiftsOfCourierOnDate(tx, courierId, dubaiDate(at), true));
  if (!row) throw refused(M.noShiftToday);
  const change = changeOf(row, action, at);
  const updated = await q.updateShift(tx, row.id, change);
  return shiftStateOf(updated as ShiftRow);
}
