import type { Mission, StopRisk } from '@sameday/contract';
import { DUBAI_TIME_ZONE } from '../../../shared/date-formats';
import { intlLocale } from '../../../shared/i18n';

const RISK_RANK: Record<StopRisk, number> = { late: 0, at_risk: 1, on_time: 2 };

/** A mission's worst risk among the stops still to do: late, then at risk, then on time. */
export function missionRisk(mission: Mission): StopRisk {
  let worst: StopRisk = 'on_time';
  for (const stop of mission.stops)
    if (stop.state === 'pending' && RISK_RANK[stop.risk] < RISK_RANK[worst]) worst = stop.risk;
  return worst;
}

/** Late missions first, then at risk, then the rest; each keeps its place among its kind. */
export function byRisk(missions: readonly Mission[]): Mission[] {
  return missions
    .map((mission, index) => ({ mission, index, rank: RISK_RANK[missionRisk(mission)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ mission }) => mission);
}

/** Today's date on a Dubai clock, YYYY-MM-DD. */
export const dubaiToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: DUBAI_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** An instant as a Dubai clock time, in the reader's digits. */
export const clock = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), {
    timeZone: DUBAI_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The colours of the missions on the map and beside their lists, in turn. */
const MISSION_COLORS = ['#1c7ed6', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#6741d9', '#d6336c', '#5c940d'];
export const colorOfIndex = (index: number) => MISSION_COLORS[index % MISSION_COLORS.length] ?? '#1c7ed6';
