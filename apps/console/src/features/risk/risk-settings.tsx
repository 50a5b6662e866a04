import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { RiskSettingField, RiskSettingState } from '@lobby/contract/console-risk';
import type { ValidationIssue } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import { DataTable } from '@/components/data-table';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { ConsoleApiError, isRefusal } from '@/lib/api-client';
import { formatMoney, formatTime, isoTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import { riskSettingsQuery, saveRiskSettings } from './api/risk-settings';
import styles from './risk.module.css';

type Key = RiskSettingState['key'];
type Value = RiskSettingState['value'][string];

/** The fields that hold an amount in hundredths: their value is shown as money beside them. */
const MONEY_FIELDS: Partial<Record<Key, readonly string[]>> = {
  withdrawals: ['minAmount', 'maxAmount', 'autoApproveMax', 'rewardCashMinDeposit'],
};

const fieldLabel = (key: Key, name: string) =>
  t(`risk.settings.fields.${key}.${name}`, { defaultValue: name });

/** A refused save's issues (400), each by its field's name. */
const issuesByField = (error: unknown): Map<string, string> => {
  if (!(error instanceof ConsoleApiError) || error.errcode !== ErrorCode.BAD_REQUEST)
    return new Map();
  const issues = (error.data as { issues?: ValidationIssue[] } | undefined)?.issues ?? [];
  return new Map(issues.map((issue) => [issue.path.replace(/^value\./, ''), issue.message]));
};

/**
 * The settings of the Risk page: the risk desk's (`risk`) and the withdrawals' (`withdrawals`),
 * each a form of its fields in force, saved as a new revision by members with the `risk`
 * permission (the others read it), with its recent revisions beneath.
 */
export function RiskSettings() {
  const staff = useStaff();
  const settings = useQuery(riskSettingsQuery);
  const mayEdit = allows(staff, 'risk');
  return (
    <section className={`${ui.panel} ${styles.wide}`} aria-labelledby="risk-settings-heading">
      <h2 id="risk-settings-heading">{t('risk.settings.heading')}</h2>
      <p className={styles.note}>{t('risk.settings.intro')}</p>
      {mayEdit ? null : <p className={styles.note}>{t('risk.settings.readOnly')}</p>}
      {settings.isError ? (
        <ErrorBox error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        settings.data.settings.map((setting) => (
          <SettingEditor key={setting.key} setting={setting} mayEdit={mayEdit} />
        ))
      ) : (
        <Loading />
      )}
    </section>
  );
}

function SettingEditor({ setting, mayEdit }: { setting: RiskSettingState; mayEdit: boolean }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveRiskSettings,
    onError: (error) => {
      // Someone saved first: their values are loaded, and the editor starts again from them.
      if (isRefusal(error, ErrorCode.RISK_SETTINGS_STALE))
        void queryClient.invalidateQueries({ queryKey: riskSettingsQuery.queryKey });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: riskSettingsQuery.queryKey }),
  });
  const name = t(`risk.settings.keys.${setting.key}`);
  const headingId = `risk-setting-${setting.key}`;
  return (
    <div
      className={styles.setting}
      data-testid="risk-setting"
      data-key={setting.key}
      data-revision={setting.revision}
    >
      <h3 id={headingId}>
        {name}{' '}
        <span className={styles.muted}>
          {t('risk.settings.revision', { revision: setting.revision })}
        </span>
      </h3>
      <SettingForm
        // A new revision (saved here or by someone else) starts the form again from its values.
        key={setting.revision}
        setting={setting}
        name={name}
        headingId={headingId}
        mayEdit={mayEdit}
        pending={save.isPending}
        issues={issuesByField(save.error)}
        onSave={(value, note) =>
          save.mutate({ key: setting.key, value, baseRevision: setting.revision, note })
        }
      />
      <div aria-live="polite">
        {save.isError ? (
          <ErrorBox error={save.error} />
        ) : save.data ? (
          <p className={ui.ok} data-testid="risk-setting-saved">
            {save.data.changed
              ? t('risk.settings.saved', { revision: save.data.revision })
              : t('risk.settings.unchanged')}
          </p>
        ) : null}
      </div>
      <DataTable
        caption={t('risk.settings.revisions', { name })}
        rows={setting.revisions}
        rowKey={(r) => r.revision}
        rowProps={(r) => ({ 'data-testid': 'risk-setting-revision', 'data-revision': r.revision })}
        emptyRow={t('risk.settings.revisionsEmpty')}
        columns={[
          { label: t('risk.settings.revisionColumn'), cell: (r) => r.revision },
          {
            label: t('risk.settings.at'),
            cell: (r) => <time dateTime={isoTime(r.at)}>{formatTime(r.at)}</time>,
          },
          { label: t('risk.settings.by'), cell: (r) => r.actor ?? t('risk.settings.outside') },
          {
            label: t('risk.settings.changed'),
            cell: (r) => r.sections.map((field) => fieldLabel(setting.key, field)).join(', '),
          },
          { label: t('risk.settings.note'), cell: (r) => r.note },
        ]}
      />
    </div>
  );
}

function SettingForm({
  setting,
  name,
  headingId,
  mayEdit,
  pending,
  issues,
  onSave,
}: {
  setting: RiskSettingState;
  name: string;
  headingId: string;
  mayEdit: boolean;
  pending: boolean;
  issues: Map<string, string>;
  onSave: (value: Record<string, Value>, note: string) => void;
}) {
  const [draft, setDraft] = useState<Record<string, Value | string>>(() => ({ ...setting.value }));
  const set = (field: string, value: Value | string) =>
    setDraft((before) => ({ ...before, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changed: Record<string, Value> = {};
    for (const field of setting.fields) {
      const raw = draft[field.name];
      // A number field's text as a number: "" or "1e" are sent as they are, and refused.
      const value =
        field.kind === 'integer' && typeof raw === 'string' && raw.trim() !== ''
          ? Number(raw)
          : raw;
      if (value !== undefined && value !== setting.value[field.name]) changed[field.name] = value;
    }
    const note = String(new FormData(event.currentTarget).get('note') ?? '');
    onSave(changed, note);
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId} data-testid="risk-setting-form">
      <fieldset disabled={!mayEdit || pending} className={styles.fields}>
        <legend className={styles.muted}>{name}</legend>
        {setting.fields.map((field) => (
          <FieldInput
            key={field.name}
            settingKey={setting.key}
            field={field}
            value={draft[field.name]}
            issue={issues.get(field.name)}
            onChange={(value) => set(field.name, value)}
          />
        ))}
      </fieldset>
      {mayEdit ? (
        <div className={ui.formRow}>
          <div className={ui.field}>
            <label htmlFor={`${headingId}-note`}>{t('risk.settings.note')}</label>
            <input id={`${headingId}-note`} name="note" className={ui.input} maxLength={256} />
          </div>
          <button
            type="submit"
            className={ui.primary}
            data-testid="risk-setting-save"
            disabled={pending}
          >
            {t('risk.settings.save', { name })}
          </button>
        </div>
      ) : null}
    </form>
  );
}

function FieldInput({
  settingKey,
  field,
  value,
  issue,
  onChange,
}: {
  settingKey: Key;
  field: RiskSettingField;
  value: Value | string | undefined;
  issue: string | undefined;
  onChange: (value: Value | string) => void;
}) {
  const id = `risk-${settingKey}-${field.name}`;
  const label = fieldLabel(settingKey, field.name);
  const error = issue ? (
    <span id={`${id}-issue`} className={ui.error} data-testid="risk-setting-issue">
      {issue}
    </span>
  ) : null;
  const described = issue ? `${id}-issue` : undefined;
  if (field.kind === 'boolean')
    return (
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
        {error}
      </div>
    );
  if (field.kind === 'choice')
    return (
      <div className={ui.field}>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          className={ui.input}
          value={String(value ?? '')}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        >
          {field.options.map((option) => (
            <option key={option} value={option}>
              {t(`risk.settings.choices.${option}`, { defaultValue: option })}
            </option>
          ))}
        </select>
        {error}
      </div>
    );
  const money = MONEY_FIELDS[settingKey]?.includes(field.name);
  const amount = Number(value);
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={field.min ?? undefined}
        max={field.max ?? undefined}
        className={ui.input}
        value={String(value ?? '')}
        aria-describedby={described}
        data-testid="risk-setting-number"
        data-field={field.name}
        onChange={(event) => onChange(event.target.value)}
      />
      {money && Number.isSafeInteger(amount) ? (
        <span className={styles.muted}>
          {t('risk.settings.amount', { amount: formatMoney(amount) })}
        </span>
      ) : null}
      {error}
    </div>
  );
}
