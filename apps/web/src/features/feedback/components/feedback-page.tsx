import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { Icon } from '@/components/icon';
import { Page, pageStyles } from '@/components/page';
import fieldStyles from '@/components/field.module.css';
import { pathTo } from '@/config/paths';
import { describeError, errorText } from '@/lib/error-message';
import { useSignedIn } from '@/stores/session-store';
import { useFeedbackSubmit } from '../api/feedback';
import { type PickedImage } from '@/lib/picked-images';
import styles from './feedback-pages.module.css';
import { MessageField, ImagePicker, SignInFirst, textProblem } from './feedback-fields';

/** /feedback: a type from the config, a message and images, checked as the server will. */
export function FeedbackPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst back={pathTo('feedback')} />;
  return <ConfigGate>{(config) => <FeedbackForm config={config.feedbackConfig} />}</ConfigGate>;
}

function FeedbackForm({
  config,
}: {
  config: { imagesLimit: number; types: { id: number; name: string }[] };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useFeedbackSubmit();
  const typeId = useId();
  const [type, setType] = useState(config.types.length === 1 ? String(config.types[0]!.id) : '');
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [tried, setTried] = useState(false);
  const typeError = tried && type === '' ? t('feedback.typeRequired') : null;
  const textError = tried ? textProblem(text) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (type === '' || textProblem(text)) return;
    submit.mutate(
      { type: Number(type), text: text.trim(), images: images.map((image) => image.base64) },
      {
        onSuccess: ({ id }) =>
          void navigate(pathTo('feedback-record-detail', { id }), { state: { sent: true } }),
      },
    );
  };

  return (
    <Page>
      <p className={pageStyles.muted}>{t('feedback.intro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <div className={[fieldStyles.field, typeError ? fieldStyles.invalid : null].join(' ')}>
          <label className={fieldStyles.label} htmlFor={typeId}>
            {t('feedback.type')}
          </label>
          <div className={fieldStyles.control}>
            <select
              id={typeId}
              className={fieldStyles.select}
              value={type}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? `${typeId}-error` : undefined}
              onChange={(event) => setType(event.target.value)}
            >
              <option value="" disabled>
                {t('feedback.chooseType')}
              </option>
              {config.types.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
            <Icon name="chevron" size={18} className={styles.selectChevron} />
          </div>
          {typeError ? (
            <p id={`${typeId}-error`} className={fieldStyles.error} role="alert">
              {typeError}
            </p>
          ) : null}
        </div>
        <MessageField
          label={t('feedback.text')}
          value={text}
          onChange={setText}
          placeholder={t('feedback.textPlaceholder')}
          error={textError ? t(textError.key, textError.values) : null}
        />
        {config.imagesLimit > 0 ? (
          <ImagePicker images={images} limit={config.imagesLimit} onChange={setImages} />
        ) : null}
        {submit.isError ? (
          <p className={fieldStyles.error} role="alert">
            {describeError(errorText(submit.error), t)}
          </p>
        ) : null}
        <Button type="submit" block disabled={submit.isPending}>
          {submit.isPending ? t('feedback.sending') : t('feedback.send')}
        </Button>
      </form>
    </Page>
  );
}
