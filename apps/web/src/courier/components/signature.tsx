import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';

/** The drawn signature as a PNG, or null when the pad is empty. */
export function signatureBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

/**
 * The recipient signs on the screen with a finger (signature_pad, loaded with the drop-off
 * screen). `onChange` hands back the PNG after each stroke, or null once cleared.
 */
export function SignatureField({
  onChange,
  hint,
}: {
  onChange: (signature: Blob | null) => void;
  /** What the box asks before anything is drawn (the recipient, by default). */
  hint?: string;
}) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [signed, setSigned] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let cancelled = false;
    const element = canvas.current;
    if (!element) return;
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      // Drawn at the screen's pixel density, so the strokes stay sharp.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const context = element.getContext('2d');
      if (!context) return;
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      context.scale(ratio, ratio);
      const instance = new Pad(element, { backgroundColor: 'rgb(255,255,255)', penColor: '#10243e' });
      instance.addEventListener('endStroke', () => {
        setSigned(true);
        void signatureBlob(element).then((blob) => changed.current(blob));
      });
      pad.current = instance;
    });
    return () => {
      cancelled = true;
      pad.current?.off();
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    setSigned(false);
    changed.current(null);
  };

  return (
    <div className="field">
      <span className="label" id="signature-label">
        {t`Signature`}
      </span>
      <canvas ref={canvas} className="signature" aria-labelledby="signature-label" data-testid="signature" />
      <div className="row">
        <span className="hint">{signed ? t`Signed` : (hint ?? t`Ask the recipient to sign in the box`)}</span>
        <button type="button" className="button secondary small" onClick={clear} disabled={!signed}>
          {t`Clear`}
        </button>
      </div>
    </div>
  );
}
