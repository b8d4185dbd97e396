import { useLingui } from '@lingui/react/macro';
import type { CourierParcel, CourierStop } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { PhotoField } from '../components/photo';
import { SignatureField } from '../components/signature';
import { FAILED_ATTEMPT_REASONS } from '../contract-plain';
import { formatMoney } from '../i18n';
import { newId } from '../outbox/queue';
import { record } from '../sync';
import { isFinished } from '../view';

type Reason = (typeof FAILED_ATTEMPT_REASONS)[number];

function useReasonNames(): Record<Reason, string> {
  const { t } = useLingui();
  return {
    recipient_unavailable: t`Recipient not available`,
    wrong_address: t`Wrong address`,
    refused: t`Recipient refused the parcel`,
    no_access: t`No access to the building`,
    cash_not_ready: t`Cash not ready`,
    other: t`Another reason`,
  };
}

/** Amounts typed with a comma or Arabic-Indic digits read the same. */
export function readAmount(text: string): number | null {
  const western = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[,،٫]/g, '.');
  if (!/^\s*\d+(\.\d{1,2})?\s*$/.test(western)) return null;
  return Number(western);
}

/** Deliver with proof: photo, signature, the delivery code when the order has one, the cash collected. */
export function DeliverForm({ parcel, onDone }: { parcel: CourierParcel; onDone: () => void }) {
  const { t } = useLingui();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [signature, setSignature] = useState<Blob | null>(null);
  const [code, setCode] = useState('');
  const [cash, setCash] = useState('');
  const [differenceAccepted, setDifferenceAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hasCash = parcel.codAmount > 0;
  const amount = readAmount(cash);
  const differs = hasCash && amount !== null && Math.abs(amount - parcel.codAmount) >= 0.005;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!photo && !signature) return setProblem(t`Take a photo or ask for a signature.`);
    if (parcel.deliveryCodeRequired && !code.trim()) return setProblem(t`Enter the recipient’s delivery code.`);
    if (hasCash && amount === null) return setProblem(t`Enter the cash you collected.`);
    if (differs && !differenceAccepted) return setProblem(t`Confirm the amount is different from the amount due.`);
    const photoId = photo ? newId() : undefined;
    const signatureId = signature ? newId() : undefined;
    await record(
      {
        id: newId(),
        at: new Date().toISOString(),
        kind: 'deliver',
        orderId: parcel.orderId,
        photoId,
        signatureId,
        deliveryCode: parcel.deliveryCodeRequired ? code.trim() : undefined,
        cashCollected: hasCash ? (amount ?? undefined) : undefined,
      },
      [
        ...(photo && photoId ? [{ id: photoId, blob: photo }] : []),
        ...(signature && signatureId ? [{ id: signatureId, blob: signature }] : []),
      ],
    );
    onDone();
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <PhotoField onChange={setPhoto} />
      <SignatureField onChange={setSignature} />
      {parcel.deliveryCodeRequired ? (
        <label className="field">
          <span className="label">{t`Delivery code from the recipient`}</span>
          <input
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
          />
        </label>
      ) : null}
      {hasCash ? (
        <div className="stack">
          <label className="field">
            <span className="label">{t`Cash collected (due ${formatMoney(parcel.codAmount)})`}</span>
            <input
              value={cash}
              onChange={(event) => {
                setCash(event.currentTarget.value);
                setDifferenceAccepted(false);
              }}
              inputMode="decimal"
              dir="ltr"
            />
          </label>
          {differs && amount !== null ? (
            <label className="check warn">
              <input
                type="checkbox"
                checked={differenceAccepted}
                onChange={(event) => setDifferenceAccepted(event.currentTarget.checked)}
              />
              <span>
                {t`I collected ${formatMoney(amount)}, not ${formatMoney(parcel.codAmount)}. The difference is recorded.`}
              </span>
            </label>
          ) : null}
        </div>
      ) : null}
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button primary">
        {t`Confirm delivery`}
      </button>
    </form>
  );
}

/** A failed attempt, with the lifecycle's reason. */
export function FailForm({ parcel, onDone }: { parcel: CourierParcel; onDone: () => void }) {
  const { t } = useLingui();
  const names = useReasonNames();
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    const trimmed = note.trim();
    await record({
      id: newId(),
      at: new Date().toISOString(),
      kind: 'fail',
      orderId: parcel.orderId,
      reason,
      note: trimmed || undefined,
    });
    onDone();
  };
  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      <fieldset className="reasons">
        <legend className="label">{t`Why could it not be delivered?`}</legend>
        {FAILED_ATTEMPT_REASONS.map((value) => (
          <label key={value} className="choice">
            <input type="radio" name="reason" value={value} onChange={() => setReason(value)} />
            <span>{names[value]}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="label">{t`Note (optional)`}</span>
        <textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} rows={2} maxLength={500} />
      </label>
      <button type="submit" className="button danger" disabled={!reason}>
        {t`Record failed attempt`}
      </button>
    </form>
  );
}

function ParcelCard({ parcel, canAct }: { parcel: CourierParcel; canAct: boolean }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<'deliver' | 'fail' | null>(null);
  const finished = isFinished(parcel);
  return (
    <article className="card stack" aria-label={parcel.reference}>
      <div className="row">
        <strong>
          <bdi>{parcel.recipientFirstName}</bdi>
        </strong>
        <bdi className="mono small">{parcel.reference}</bdi>
      </div>
      {parcel.instructions ? (
        <p className="instructions">
          <bdi>{parcel.instructions}</bdi>
        </p>
      ) : null}
      {parcel.codAmount > 0 && !finished ? (
        <p className="cash">{t`Collect ${formatMoney(parcel.codAmount)} in cash`}</p>
      ) : null}
      {parcel.deliveryCodeRequired && !finished ? (
        <p className="small">{t`Needs the recipient’s delivery code.`}</p>
      ) : null}
      {parcel.recipientPhone && !finished ? (
        <a className="button secondary" href={`tel:${parcel.recipientPhone}`}>
          {t`Call ${parcel.recipientFirstName}`}
        </a>
      ) : null}
      {finished ? (
        <p className={`badge ${parcel.status === 'delivery_complete' ? 'ok' : 'failed'}`}>
          {parcel.status === 'delivery_complete' ? t`Delivered` : t`Not delivered`}
        </p>
      ) : null}
      {!finished && canAct && mode === null ? (
        <div className="row gap">
          <button type="button" className="button primary" onClick={() => setMode('deliver')}>
            {t`Deliver`}
          </button>
          <button type="button" className="button secondary" onClick={() => setMode('fail')}>
            {t`Could not deliver`}
          </button>
        </div>
      ) : null}
      {!finished && mode === 'deliver' ? <DeliverForm parcel={parcel} onDone={() => setMode(null)} /> : null}
      {!finished && mode === 'fail' ? <FailForm parcel={parcel} onDone={() => setMode(null)} /> : null}
      {!finished && mode !== null ? (
        <button type="button" className="button link" onClick={() => setMode(null)}>
          {t`Cancel`}
        </button>
      ) : null}
    </article>
  );
}

export function DropoffPanel({ stop, canAct }: { stop: CourierStop; canAct: boolean }) {
  return (
    <div className="stack">
      {stop.parcels.map((parcel) => (
        <ParcelCard key={parcel.orderId} parcel={parcel} canAct={canAct} />
      ))}
    </div>
  );
}
