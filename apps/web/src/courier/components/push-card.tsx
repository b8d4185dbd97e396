import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePush } from '../push';
import type { PushWords } from '../push-words';

/**
 * On shift: the courier turns on alerts for route changes with a tap (the browser asks only then),
 * or is told how to when the browser's settings refuse them. Nothing is shown once they are on.
 */
export function PushCard({ onShift }: { onShift: boolean }) {
  const { t } = useLingui();
  const words = useMemo<PushWords>(
    () => ({
      title: t`Your route changed`,
      added: t`A stop was added to your route. Open the app to see it.`,
      reordered: t`Your stops are in a new order. Open the app to see them.`,
      changed: t`Open the app to see your stops.`,
    }),
    [t],
  );
  const { state, enable } = usePush(onShift, words);
  if (!onShift || (state !== 'ask' && state !== 'denied')) return null;
  return (
    <section className="card push" aria-label={t`Alerts`}>
      <p>{t`Get an alert when operations add or move a stop, even with the app closed.`}</p>
      {state === 'ask' ? (
        <button type="button" className="button secondary wide" onClick={() => void enable()}>
          {t`Turn on route alerts`}
        </button>
      ) : (
        <p className="warn">{t`Alerts are blocked in this browser's settings for this site.`}</p>
      )}
    </section>
  );
}
