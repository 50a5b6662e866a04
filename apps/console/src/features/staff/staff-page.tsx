import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StaffMember } from '@lobby/contract/console';
import { needsSecondAdmin, STAFF_ROLES, type StaffRole } from '@lobby/contract/values/console';
import { ErrorBox, Loading } from '@/components/error-box';
import tables from '@/components/table.module.css';
import ui from '@/components/ui.module.css';
import { SubmitButton, TextField } from '@/components/form-fields';
import { pendingApprovalsKey } from '@/components/pending-approvals';
import { t } from '@/i18n/i18n';
import { useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import {
  createStaff,
  resetStaffTotp,
  staffListKey,
  staffListQuery,
  updateStaff,
} from './api/staff-list';
import { endStaffSession, staffSessionsKey, staffSessionsQuery } from './api/staff-sessions';
import { staffRequestsKey } from './api/staff-requests';
import { StaffRequests } from './staff-requests';
import { SessionsList } from '@/components/sessions-list';
import styles from '@/components/staff-forms.module.css';

/**
 * /staff (admins): every account with its role and TOTP state; create one (a generated password
 * shown once), change a name or role, disable or enable, reset TOTP, see and end sessions. A
 * member holding ledger, mail.broadcast or staff is made, or given such a role, only when a
 * second admin approves: the requests wait in their own list (docs/console.md "Four eyes").
 */
export function StaffPage() {
  useTitle(t('staff.title'));
  const list = useQuery(staffListQuery());
  return (
    <div className={styles.page}>
      <h1>{t('staff.title')}</h1>
      <CreateForm />
      <StaffRequests />
      {list.isError ? (
        <ErrorBox error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data ? (
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{t('staff.name')}</th>
              <th scope="col">{t('staff.email')}</th>
              <th scope="col">{t('staff.role')}</th>
              <th scope="col">{t('staff.status')}</th>
              <th scope="col">{t('staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.list.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </tbody>
        </table>
      ) : (
        <Loading />
      )}
    </div>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
  testId,
}: {
  id: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  testId: string;
}) {
  return (
    <select
      id={id}
      className={ui.input}
      value={value}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      data-testid={testId}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

function CreateForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [password, setPassword] = useState('');
  const create = useMutation({
    mutationFn: () => createStaff({ email, name, role, ...(password ? { password } : {}) }),
    onSuccess: () => {
      setEmail('');
      setName('');
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: staffListKey });
      void queryClient.invalidateQueries({ queryKey: staffRequestsKey });
      void queryClient.invalidateQueries({ queryKey: pendingApprovalsKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section aria-labelledby="staff-create-heading">
      <h2 id="staff-create-heading">{t('staff.createHeading')}</h2>
      <form className={ui.formRow} onSubmit={submit}>
        <TextField
          id="staff-create-email"
          label={t('staff.email')}
          type="email"
          required
          value={email}
          onChange={setEmail}
          data-testid="staff-create-email"
        />
        <TextField
          id="staff-create-name"
          label={t('staff.name')}
          required
          maxLength={64}
          value={name}
          onChange={setName}
          data-testid="staff-create-name"
        />
        <div className={ui.field}>
          <label htmlFor="staff-create-role">{t('staff.role')}</label>
          <RoleSelect
            id="staff-create-role"
            value={role}
            onChange={setRole}
            testId="staff-create-role"
          />
        </div>
        <TextField
          id="staff-create-password"
          label={t('staff.passwordOptional')}
          type="password"
          autoComplete="new-password"
          minLength={12}
          value={password}
          onChange={setPassword}
          data-testid="staff-create-password"
        />
        <SubmitButton pending={create.isPending} testId="staff-create-submit">
          {needsSecondAdmin(role) ? t('staff.createAsk') : t('staff.create')}
        </SubmitButton>
      </form>
      {needsSecondAdmin(role) ? <p className={ui.muted}>{t('staff.secondAdminHint')}</p> : null}
      {create.isError ? <ErrorBox error={create.error} /> : null}
      {create.data ? (
        <p className={ui.notice} role="status" data-testid="staff-created">
          {create.data.staff
            ? t('staff.created', { email: create.data.staff.email })
            : t('staff.createAsked', { email: create.data.request?.email ?? '' })}{' '}
          {create.data.password ? (
            <>
              {t('staff.generatedPassword')}{' '}
              <code data-testid="staff-created-password">{create.data.password}</code>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function MemberRow({ member }: { member: StaffMember }) {
  const me = useStaff();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(member.name);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [showSessions, setShowSessions] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffListKey });
  const update = useMutation({
    mutationFn: (change: { name?: string; role?: StaffRole; disabled?: boolean }) =>
      updateStaff({ id: member.id, ...change }),
    onSuccess: (answer) => {
      setEditing(false);
      if (answer.request) setRole(member.role);
      refresh();
      void queryClient.invalidateQueries({ queryKey: staffRequestsKey });
      void queryClient.invalidateQueries({ queryKey: pendingApprovalsKey });
    },
  });
  const resetTotp = useMutation({
    mutationFn: () => resetStaffTotp(member.id),
    onSuccess: refresh,
  });
  const self = member.id === me.id;
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(self ? { name } : { name, role });
  };
  const error = update.error ?? resetTotp.error;
  return (
    <>
      <tr data-testid="staff-row" data-staff-id={member.id}>
        <td>{member.name}</td>
        <td>{member.email}</td>
        <td>{t(`roles.${member.role}`)}</td>
        <td>
          {member.disabled ? t('staff.disabled') : t('staff.active')} ·{' '}
          {member.totpEnabled ? t('staff.totpOn') : t('staff.totpPending')}
        </td>
        <td className={ui.actions}>
          <button type="button" className={ui.button} onClick={() => setEditing(!editing)}>
            {t('staff.edit')}
          </button>
          {self ? null : (
            <button
              type="button"
              className={ui.button}
              disabled={update.isPending}
              onClick={() => update.mutate({ disabled: !member.disabled })}
              data-testid="staff-toggle-disabled"
            >
              {member.disabled ? t('staff.enable') : t('staff.disable')}
            </button>
          )}
          {member.totpEnabled ? (
            <button
              type="button"
              className={ui.button}
              disabled={resetTotp.isPending}
              onClick={() => {
                if (window.confirm(t('staff.resetTotpConfirm', { name: member.name })))
                  resetTotp.mutate();
              }}
            >
              {t('staff.resetTotp')}
            </button>
          ) : null}
          <button
            type="button"
            className={ui.button}
            aria-expanded={showSessions}
            onClick={() => setShowSessions(!showSessions)}
          >
            {t('staff.sessions')}
          </button>
        </td>
      </tr>
      {error ? (
        <tr>
          <td colSpan={5}>
            <ErrorBox error={error} />
          </td>
        </tr>
      ) : null}
      {update.data?.request ? (
        <tr>
          <td colSpan={5}>
            <p className={ui.notice} role="status" data-testid="staff-role-asked">
              {t('staff.roleAsked', { role: t(`roles.${update.data.request.role}`) })}
            </p>
          </td>
        </tr>
      ) : null}
      {editing ? (
        <tr>
          <td colSpan={5}>
            <form className={ui.formRow} onSubmit={save}>
              <div className={ui.field}>
                <label htmlFor={`staff-name-${member.id}`}>{t('staff.name')}</label>
                <input
                  id={`staff-name-${member.id}`}
                  className={ui.input}
                  required
                  maxLength={64}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
              {self ? null : (
                <div className={ui.field}>
                  <label htmlFor={`staff-role-${member.id}`}>{t('staff.role')}</label>
                  <RoleSelect
                    id={`staff-role-${member.id}`}
                    value={role}
                    onChange={setRole}
                    testId="staff-edit-role"
                  />
                </div>
              )}
              <SubmitButton pending={update.isPending}>{t('staff.save')}</SubmitButton>
            </form>
          </td>
        </tr>
      ) : null}
      {showSessions ? (
        <tr>
          <td colSpan={5}>
            <MemberSessions id={member.id} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function MemberSessions({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const sessions = useQuery(staffSessionsQuery(id));
  const end = useMutation({
    mutationFn: endStaffSession,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: staffSessionsKey(id) }),
  });
  if (sessions.isError) return <ErrorBox error={sessions.error} />;
  if (!sessions.data) return <Loading />;
  return (
    <SessionsList
      list={sessions.data.list}
      onEnd={(sessionId) => end.mutate(sessionId)}
      ending={end.isPending}
    />
  );
}
