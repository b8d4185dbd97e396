import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { dismissRouteChange, useRouteChange } from '../live';

/** "Your route changed": what operations changed on the courier's missions, until read. */
export function RouteChangeNote() {
  const { t } = useLingui();
  const change = useRouteChange();
  if (!change) return null;
  return (
    <section className="card note" role="status" aria-label={t`Your route changed`} data-testid="route-change">
      <div className="row">
        <h2>{t`Your route changed`}</h2>
        <button type="button" className="button link small" onClick={dismissRouteChange}>
          {t`OK`}
        </button>
      </div>
      <ul>
        {change.added.map((label) => (
          <li key={label}>
            {t`New stop:`} <bdi>{label}</bdi>
          </li>
        ))}
        {change.removed > 0 ? (
          <li>{plural(change.removed, { one: 'A stop was taken off.', other: '# stops were taken off.' })}</li>
        ) : null}
        {change.reordered ? <li>{t`Your stops are in a new order.`}</li> : null}
      </ul>
    </section>
  );
}
