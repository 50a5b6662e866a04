import { useState } from 'react';
import type { KycSide } from '@lobby/contract/values/kyc';
import { Icon } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { imageLimitValues, pickImage } from '@/lib/picked-images';
import { useKycUploadDocument } from '../api/kyc';
import { fitImage } from '../lib/fit-image';
import styles from './verification.module.css';

/**
 * One side of the tier-2 documents: a photo from the camera or a file (a large one shrunk),
 * checked as the server will (a picture by its bytes, 2 MB at most), uploaded at once, its preview kept in the page
 * (the server never serves the images back).
 */
export function SideCard({
  side,
  uploaded,
  disabled,
  preview,
  onUploaded,
}: {
  side: KycSide;
  uploaded: boolean;
  disabled: boolean;
  preview: string | null;
  onUploaded: (preview: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useKycUploadDocument();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = reading || upload.isPending;
  const name = t(`verification.side.${side}`);
  const problemId = `kyc-${side}-problem`;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setReading(true);
    // A camera's photo over the limit is shrunk first; then checked as the server will.
    const picked = await fitImage(file)
      .then(pickImage)
      .catch(() => 'type' as const);
    setReading(false);
    if (typeof picked === 'string') {
      setProblem(t(`verification.pickProblem.${picked}`, imageLimitValues));
      return;
    }
    upload.mutate(
      { side, image: picked.base64 },
      {
        onSuccess: () => onUploaded(picked.preview),
        onError: (error) => setProblem(describeError(errorText(error), t)),
      },
    );
  };

  const input = (capture: boolean) => (
    <label className={styles.picker} aria-disabled={disabled || busy ? 'true' : undefined}>
      <Icon name={capture ? 'image' : 'document'} size={16} />
      {t(capture ? 'verification.takePhoto' : 'verification.chooseFile')}
      <input
        className={styles.file}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        {...(capture ? { capture: side === 'selfie' ? 'user' : 'environment' } : {})}
        disabled={disabled || busy}
        aria-label={t(capture ? 'verification.takePhotoOf' : 'verification.chooseFileOf', {
          side: name,
        })}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          const target = event.currentTarget;
          const file = target.files?.[0];
          target.value = '';
          void onFile(file);
        }}
      />
    </label>
  );

  return (
    <li className={styles.side} aria-busy={busy || undefined}>
      <span className={styles.thumb}>
        {preview ? (
          <img src={preview} alt={t('verification.preview', { side: name })} />
        ) : (
          <Icon name={side === 'selfie' ? 'user' : 'card'} size={28} />
        )}
      </span>
      <div className={styles.sideBody}>
        <h3 className={styles.sideName}>{name}</h3>
        <p className={styles.muted}>{t(`verification.sideHint.${side}`)}</p>
        {busy ? (
          <>
            <p className={styles.sideState} role="status">
              {t('verification.uploading')}
            </p>
            <progress className={styles.progress} aria-label={t('verification.uploading')} />
          </>
        ) : (
          <p
            className={[styles.sideState, uploaded ? styles.done : null].filter(Boolean).join(' ')}
            data-testid={`kyc-side-${side}`}
          >
            {uploaded ? (
              <>
                <Icon name="check" size={14} /> {t('verification.uploaded')}
              </>
            ) : (
              t('verification.notUploaded')
            )}
          </p>
        )}
        <div className={styles.pickers}>
          {input(true)}
          {input(false)}
        </div>
        {problem ? (
          <p id={problemId} className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </li>
  );
}
