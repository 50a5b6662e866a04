import { useId, useState } from 'react';
import type { FeedbackStatus } from '@lobby/contract/feedback';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN } from '@lobby/contract/values/feedback';
import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import fieldStyles from '@/components/field.module.css';
import { signInPath } from '@/lib/session';
import {
  imageLimitValues,
  pickImages,
  type PickProblem,
  type PickedImage,
} from '@/lib/picked-images';
import styles from './feedback-pages.module.css';

/** The message rule the server applies (trimmed length), in the form's words, or null. */
export const textProblem = (
  text: string,
): { key: string; values: Record<string, number> } | null => {
  const length = text.trim().length;
  if (length < FEEDBACK_TEXT_MIN)
    return { key: 'feedback.textTooShort', values: { min: FEEDBACK_TEXT_MIN } };
  if (length > FEEDBACK_TEXT_MAX)
    return { key: 'feedback.textTooLong', values: { max: FEEDBACK_TEXT_MAX } };
  return null;
};

export function SignInFirst({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="lock"
      title={t('feedback.signInTitle')}
      text={t('feedback.signInText')}
      action={<ButtonLink to={signInPath(back)}>{t('auth.logIn')}</ButtonLink>}
    />
  );
}

/** A multi-line text field styled as the app's inputs, with its counter and inline error. */
export function MessageField({
  label,
  value,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className={[fieldStyles.field, error ? fieldStyles.invalid : null].join(' ')}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <textarea
          id={id}
          className={styles.textarea}
          value={value}
          rows={5}
          maxLength={FEEDBACK_TEXT_MAX}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, countId].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className={styles.fieldFoot}>
        {error ? (
          <p id={errorId} className={fieldStyles.error} role="alert">
            {error}
          </p>
        ) : null}
        <p id={countId} className={styles.count}>
          {t('feedback.textCount', { count: value.trim().length, max: FEEDBACK_TEXT_MAX })}
        </p>
      </div>
    </div>
  );
}

export function ImagePicker({
  images,
  limit,
  onChange,
}: {
  images: PickedImage[];
  limit: number;
  onChange: (images: PickedImage[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<PickProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <fieldset className={styles.images} aria-describedby={hintId}>
      <legend className={fieldStyles.label}>{t('feedback.images')}</legend>
      <p id={hintId} className={fieldStyles.hint}>
        {t('feedback.imagesHint', { count: limit, ...imageLimitValues })}
      </p>
      <ul className={styles.thumbs}>
        {images.map((image, i) => (
          <li key={image.id} className={styles.thumb}>
            <img src={image.preview} alt={t('feedback.imagePreview', { n: i + 1 })} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('feedback.removeImage', { n: i + 1 })}
              onClick={() => {
                setProblem(null);
                onChange(images.filter((x) => x.id !== image.id));
              }}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {images.length < limit ? (
          <li className={styles.thumb}>
            <label className={styles.add} aria-busy={busy || undefined}>
              <Icon name="plus" size={24} />
              <span className={styles.addText}>{t('feedback.addImage')}</span>
              <input
                className={styles.file}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => {
                  const input = event.currentTarget;
                  const files = [...(input.files ?? [])];
                  input.value = '';
                  if (files.length === 0) return;
                  setBusy(true);
                  void pickImages(images, files, limit)
                    .then((picked) => {
                      setProblem(picked.problem);
                      onChange(picked.images);
                    })
                    .catch(() => setProblem('type'))
                    .finally(() => setBusy(false));
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {problem ? (
        <p id={problemId} className={fieldStyles.error} role="alert">
          {t(`feedback.problem.${problem}`, imageLimitValues)}
        </p>
      ) : null}
    </fieldset>
  );
}

export function StatusPill({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${styles[status]}`}>{t(`feedback.status.${status}`)}</span>
  );
}
