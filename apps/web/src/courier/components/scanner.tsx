import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

/** Labels carry Code 128; QR for the tracking link is not a parcel's code. */
const FORMATS = ['code_128', 'code_39', 'ean_13'];
/** The same code read again within this time is one scan (the camera sees a label many times a second). */
const REPEAT_MS = 2500;

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
  const formats = FORMATS.filter((format) => supported.includes(format));
  return formats.length ? new Native({ formats }) : null;
}

/**
 * The camera reads parcel labels: the browser's BarcodeDetector where it has one, otherwise
 * @zxing/browser, loaded only then. Each code read is handed to `onCode` once per label shown.
 */
export function Scanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState(false);
  const seen = useRef(new Map<string, number>());
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let stopZxing: (() => void) | undefined;
    let frame = 0;
    const found = (code: string) => {
      const now = Date.now();
      if (now - (seen.current.get(code) ?? 0) < REPEAT_MS) return;
      seen.current.set(code, now);
      navigator.vibrate?.(60);
      handler.current(code);
    };
    const start = async () => {
      const element = video.current;
      if (!element) return;
      const detector = await nativeDetector();
      if (detector) {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return;
        element.srcObject = stream;
        await element.play();
        const tick = async () => {
          if (stopped) return;
          const codes = await detector.detect(element).catch(() => []);
          for (const code of codes) found(code.rawValue);
          frame = window.setTimeout(() => void tick(), 150);
        };
        void tick();
        return;
      }
      const { BrowserMultiFormatReader } = await import('@zxing/browser');
      if (stopped) return;
      const reader = new BrowserMultiFormatReader();
      const controls = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' }, audio: false },
        element,
        (result) => {
          if (result) found(result.getText());
        },
      );
      stopZxing = () => controls.stop();
      if (stopped) stopZxing();
    };
    start().catch(() => setProblem(true));
    return () => {
      stopped = true;
      window.clearTimeout(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
      stopZxing?.();
    };
  }, []);

  return (
    <div className="scanner">
      <video ref={video} className="scanner-video" muted playsInline aria-label={t`Camera`} />
      {problem ? (
        <p className="error">{t`The camera could not be opened. Type the parcel numbers instead.`}</p>
      ) : (
        <p className="hint">{t`Point the camera at each parcel's label barcode.`}</p>
      )}
      <button type="button" className="button secondary" onClick={onClose}>
        {t`Stop scanning`}
      </button>
    </div>
  );
}
