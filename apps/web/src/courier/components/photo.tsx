import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';

/** A proof photo is made small on the phone before it is kept: about 300 KB, 1600 px at most, JPEG. */
export async function compressPhoto(file: File): Promise<Blob> {
  const { default: compress } = await import('browser-image-compression');
  // No web worker: the library's worker loads its script from a CDN, which the page's policy refuses and offline lacks.
  return compress(file, { maxSizeMB: 0.3, maxWidthOrHeight: 1600, useWebWorker: false, fileType: 'image/jpeg' });
}

/**
 * The proof photo: the phone's camera (`capture="environment"`), compressed in the browser.
 * `onChange` hands back the compressed image, or null when removed.
 */
export function PhotoField({
  onChange,
  compress = compressPhoto,
}: {
  onChange: (photo: Blob | null) => void;
  compress?: (file: File) => Promise<Blob>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(false);
    try {
      // An image the library cannot read (an unusual format) is kept as taken: a proof is never lost.
      const photo = await compress(file).catch(() => file);
      setPreview(URL.createObjectURL(photo));
      onChange(photo);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field">
      <span className="label">{t`Photo of the parcel at the door`}</span>
      {preview ? <img className="photo" src={preview} alt={t`Proof of delivery`} /> : null}
      <label className="button secondary" htmlFor={id} aria-busy={busy}>
        {busy ? t`Preparing the photo…` : preview ? t`Take the photo again` : t`Take a photo`}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        data-testid="photo-input"
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      {failed ? <p className="error">{t`The photo could not be read. Take it again.`}</p> : null}
    </div>
  );
}
