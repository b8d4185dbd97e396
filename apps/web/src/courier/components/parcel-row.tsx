import { plural } from '@lingui/core/macro';
import type { CourierParcel } from '@sameday/contract';

/** One order of a stop in its list: ticked when its part here is done, with its reference, parcels and state. */
export function ParcelRow({ parcel, done, state }: { parcel: CourierParcel; done: boolean; state: string }) {
  return (
    <li className={done ? 'scanned' : ''}>
      <span className="tick" aria-hidden="true">
        {done ? '✓' : ''}
      </span>
      <span className="grow">
        <bdi className="mono">{parcel.reference}</bdi>
        <span className="muted small"> · {plural(parcel.parcelCount, { one: '# parcel', other: '# parcels' })}</span>
      </span>
      <span className="small">{state}</span>
    </li>
  );
}
