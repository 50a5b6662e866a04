// The form's own module: the package's index also exports a test registry that imports ajv,
// which this console does not use (its content security policy forbids the eval ajv needs).
import Form from '@rjsf/core/lib/components/Form.js';
import type { RJSFSchema } from '@rjsf/utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { Game } from '@lobby/contract/app-config';
import {
  contractSectionSchema,
  type ConfigSaveAnswer,
  type ConfigSectionState,
} from '@lobby/contract/console-config';
import type { ValidationIssue } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import { ErrorBox } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { isRefusal } from '@/lib/api-client';
import { saveConfig } from './api/config-save';
import { sectionsQueryKey } from './api/config-sections';
import { errorSchemaOf, issuesOf } from './field-errors';
import { GamesTable } from './games-table';
import { zodValidator } from './zod-validator';
import styles from './config.module.css';

/**
 * One section's editor: the games as a table, every other section as a form generated from its
 * schema (the contract's zod schema checks it, as the server will). A save names the revision
 * the editor opened; the server's issues show beside their fields; a stale base asks to reload.
 */
export function SectionEditor({
  section,
  canSave,
  onReload,
}: {
  section: ConfigSectionState;
  canSave: boolean;
  /** Reloads the sections and opens this one again at its newest revision. */
  onReload: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<unknown>(section.value);
  const [note, setNote] = useState('');
  const schema = useMemo(() => contractSectionSchema(section.name), [section.name]);
  const validator = useMemo(() => zodValidator(schema), [schema]);
  const [localIssues, setLocalIssues] = useState<ValidationIssue[]>([]);
  // The generated form found issues itself (it shows them beside their fields).
  const [formInvalid, setFormInvalid] = useState(false);

  const save = useMutation({
    mutationFn: (value: unknown) =>
      saveConfig({
        section: section.name,
        value,
        baseRevision: section.revision,
        note,
      }),
    onSuccess: (answer: ConfigSaveAnswer) => {
      if (answer.changed) void queryClient.invalidateQueries({ queryKey: sectionsQueryKey });
    },
  });
  const issues = [...localIssues, ...issuesOf(save.error)];
  const stale = isRefusal(save.error, ErrorCode.CONFIG_STALE_REVISION);

  const submit = (value: unknown) => {
    setLocalIssues([]);
    setFormInvalid(false);
    save.mutate(value);
  };

  const noteAndSave: ReactNode = canSave ? (
    <div className={styles.saveBar}>
      <div className={ui.field}>
        <label htmlFor="config-note">{t('config.note')}</label>
        <input
          id="config-note"
          className={ui.input}
          value={note}
          maxLength={256}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </div>
      <button
        type="submit"
        className={ui.primary}
        data-testid="config-save"
        disabled={save.isPending}
      >
        {save.isPending ? t('config.saving') : t('config.save')}
      </button>
    </div>
  ) : (
    <p className={ui.muted}>{t('config.readOnly')}</p>
  );

  let editor: ReactNode;
  if (section.name === 'games') {
    const submitGames = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const checked = schema?.safeParse(draft);
      if (checked && !checked.success) {
        setLocalIssues(
          checked.error.issues.map((issue) => ({
            path: ['value', ...issue.path.map(String)].join('.'),
            message: issue.message,
          })),
        );
        return;
      }
      submit(draft);
    };
    editor = (
      <form onSubmit={submitGames} noValidate>
        <GamesTable
          games={draft as Game[]}
          onChange={setDraft}
          issues={issues}
          readOnly={!canSave}
        />
        {noteAndSave}
      </form>
    );
  } else {
    editor = (
      <Form
        schema={section.jsonSchema as RJSFSchema}
        validator={validator}
        formData={draft}
        onChange={(event) => setDraft(event.formData)}
        onSubmit={(event) => submit(event.formData)}
        onError={() => {
          save.reset();
          setFormInvalid(true);
        }}
        extraErrors={errorSchemaOf(issues)}
        readonly={!canSave}
        noHtml5Validate
        showErrorList={false}
        idPrefix={`config-${section.name}`}
        className={styles.form}
      >
        {noteAndSave}
      </Form>
    );
  }

  return (
    <div>
      <div aria-live="polite">
        {save.isSuccess ? (
          <p className={ui.ok} data-testid="config-saved">
            {save.data.changed
              ? t('config.saved', { revision: save.data.revision })
              : t('config.unchanged')}
          </p>
        ) : stale ? (
          <div className={ui.error} role="alert" data-testid="config-stale">
            <p>{t('config.stale')}</p>
            <button type="button" className={ui.button} onClick={onReload}>
              {t('config.reload')}
            </button>
          </div>
        ) : issues.length > 0 || formInvalid ? (
          <p className={ui.error} role="alert">
            {t('config.invalid')}
          </p>
        ) : save.isError ? (
          <ErrorBox error={save.error} />
        ) : null}
      </div>
      {editor}
    </div>
  );
}
