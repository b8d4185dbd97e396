import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CourierStop, ManifestSignOff } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { fetchManifestPdf } from '../api';
import { SignatureField } from '../components/signature';
import { formatMoney, formatTime } from '../i18n';
import { refusalText } from '../messages';
import { newId, pendingItems } from '../outbox/queue';
import { record, useCourierState } from '../sync';

/** The pickups' refusals the sign-off may meet (the contract's PICKUP_MESSAGES and one of the courier app's). */
export const MANIFEST_REFUSALS = {
  alreadySigned: 'This pickup’s manifest is already signed off.',
  collectFirst: 'Collect the parcels before signing off the manifest.',
} as const;
const REFUSAL_WORDS: Record<string, MessageDescriptor> = {
  [MANIFEST_REFUSALS.alreadySigned]: msg`This pickup’s manifest is already signed off.`,
  [MANIFEST_REFUSALS.collectFirst]: msg`Collect the parcels before signing off the manifest.`,
};
const refusalOf = (message: string) => {
  const known = REFUSAL_WORDS[message];
  return known ? i18n._(known) : refusalText(message);
};

/** The stop's manifest: its orders, parcels and the cash the courier collects from their recipients. */
export function manifestTotals(stop: CourierStop) {
  return {
    orders: stop.parcels.length,
    parcels: stop.parcels.reduce((sum, parcel) => sum + parcel.parcelCount, 0),
    cash: stop.parcels.reduce((sum, parcel) => sum + parcel.codAmount, 0),
  };
}

/** Opens the stop's manifest PDF (needs signal: it is made by the server). */
function DownloadManifest({ stopId }: { stopId: string }) {
  const { t } = useLingui();
  const [problem, setProblem] = useState(false);
  const open = async () => {
    setProblem(false);
    try {
      const blob = await fetchManifestPdf(stopId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `pickup-manifest-${stopId}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setProblem(true);
    }
  };
  return (
    <>
      <button type="button" className="button secondary" onClick={() => void open()}>
        {t`Download the manifest (PDF)`}
      </button>
      {problem ? <p className="warn small">{t`The manifest needs signal to download. Try again later.`}</p> : null}
    </>
  );
}

/** What became of the sign-off: kept on the phone until sent, then signed or refused. */
function SignedAnswer({ id }: { id: string }) {
  const { t } = useLingui();
  const state = useCourierState();
  const result = state.results.find((candidate) => candidate.id === id);
  if (!result) return <p className="card small">{t`Sign-off kept on the phone: it is sent when there is signal.`}</p>;
  if (result.outcome === 'refused')
    return (
      <p className="card error" role="alert">
        {refusalOf(result.message ?? '')}
      </p>
    );
  return (
    <p className="card ok-text" role="status">
      {t`Manifest signed off.`}
    </p>
  );
}

/**
 * The stop's manifest signed off: as the server's day says, or as kept on the phone until it is
 * sent (then it says so). Read again after a reload, so the form is never offered twice.
 */
function SignedOff({ stopId, manifest }: { stopId: string; manifest: ManifestSignOff }) {
  const { t } = useLingui();
  const state = useCourierState();
  const kept = pendingItems(state.items).some(
    (item) => item.type === 'action' && item.action.kind === 'sign_manifest' && item.action.stopId === stopId,
  );
  const signer = manifest.signerName;
  const courier = manifest.courierFirstName;
  const time = formatTime(manifest.signedAt);
  return (
    <div className="card ok-text stack tight" role="status" data-testid="manifest-signed">
      <p>
        <strong>{t`Manifest signed off.`}</strong>
      </p>
      <p className="small">{t`Signed by ${signer} with ${courier} at ${time}`}</p>
      {kept ? <p className="small">{t`Sign-off kept on the phone: it is sent when there is signal.`}</p> : null}
    </div>
  );
}

/**
 * At a pickup, once parcels are collected (decision 072): the manifest's totals, its PDF, and the
 * sign-off: the courier confirms, the merchant's person signs on the screen and types their name.
 * Sent through the outbox as a `sign_manifest` action with its own id, the signature first.
 */
export function ManifestPanel({ stop, canAct }: { stop: CourierStop; canAct: boolean }) {
  const { t } = useLingui();
  const [confirmed, setConfirmed] = useState(false);
  const [signature, setSignature] = useState<Blob | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const totals = manifestTotals(stop);
  const collected = stop.parcels.some((parcel) => parcel.status !== 'ready_for_collection');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return setProblem(t`Confirm the orders, parcels and cash first.`);
    if (!signature) return setProblem(t`Ask the merchant’s person to sign in the box.`);
    if (!name.trim()) return setProblem(t`Type the name of the person handing over the parcels.`);
    const id = newId();
    const signatureId = newId();
    await record(
      {
        id,
        at: new Date().toISOString(),
        kind: 'sign_manifest',
        stopId: stop.id,
        signatureId,
        signerName: name.trim(),
        courierConfirmed: true,
      },
      [{ id: signatureId, blob: signature }],
    );
    setSent(id);
    setProblem(null);
  };

  return (
    <section className="stack card" aria-label={t`Pickup manifest`}>
      <h2>{t`Pickup manifest`}</h2>
      <p data-testid="manifest-totals">
        {plural(totals.orders, { one: '# order', other: '# orders' })} ·{' '}
        {plural(totals.parcels, { one: '# parcel', other: '# parcels' })} ·{' '}
        {t`Cash to collect: ${formatMoney(totals.cash)}`}
      </p>
      <DownloadManifest stopId={stop.id} />
      {stop.manifest ? (
        <SignedOff stopId={stop.id} manifest={stop.manifest} />
      ) : sent ? (
        <SignedAnswer id={sent} />
      ) : !collected ? (
        <p className="muted small">{t`Collect the parcels, then sign off the manifest with the merchant.`}</p>
      ) : (
        <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
          <label className="check">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
            />
            <span>{t`I received these orders and parcels`}</span>
          </label>
          <SignatureField onChange={setSignature} hint={t`Ask the merchant’s person to sign in the box`} />
          <label className="field">
            <span className="label">{t`Name of the person handing over`}</span>
            <input value={name} onChange={(event) => setName(event.currentTarget.value)} autoComplete="name" />
          </label>
          {problem ? (
            <p className="warn" role="alert">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="button primary" disabled={!canAct}>
            {t`Sign off the manifest`}
          </button>
        </form>
      )}
    </section>
  );
}
