import { useState, type FormEvent } from 'react';
import type { UserInfo } from '../../../../shared/ipc';
import { ROLE_LABELS, ROLES, type Role } from '../../../../shared/roles';
import { ApiError, call, messageOf } from '../../api';
import { useApp } from '../../store/app';
import { useLoad } from '../../components/useLoad';
import {
  Badge,
  EmptyState,
  ErrorBanner,
  FormFooter,
  Field,
  Modal,
  RowActions,
  RowButton,
  Spinner,
  TableWrap,
} from '../../components/ui';
import { formatDate } from '../../format';
import { useFocusFirstError } from '../../components/useFocusFirstError';

type Editing =
  { mode: 'create' } | { mode: 'edit'; user: UserInfo } | { mode: 'password'; user: UserInfo };

function UserDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const session = useApp((s) => s.session)!;
  const toast = useApp((s) => s.toast);
  const user = editing.mode === 'create' ? null : editing.user;
  const [form, setForm] = useState({
    username: user?.username ?? '',
    displayName: user?.display_name ?? '',
    password: '',
    role: (user?.role ?? 'staff') as Role,
    companyIds: new Set(user?.company_ids ?? []),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { form: formRef, failed } = useFocusFirstError();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      if (editing.mode === 'create') {
        await call('users.create', {
          username: form.username,
          displayName: form.displayName,
          password: form.password,
          role: form.role,
          companyIds: [...form.companyIds],
        });
        toast('User created.');
      } else if (editing.mode === 'edit') {
        await call('users.update', {
          id: editing.user.id,
          displayName: form.displayName,
          role: form.role,
          companyIds: [...form.companyIds],
        });
        toast('User saved.');
      } else {
        await call('users.resetPassword', { id: editing.user.id, password: form.password });
        toast('Password reset. The user was signed out everywhere.');
      }
      onSaved();
      onClose();
    } catch (err) {
      failed();
      if (err instanceof ApiError && err.fields.length) setErrors(err.fieldMap());
      else setFailure(messageOf(err));
    }
  }

  const title =
    editing.mode === 'create'
      ? 'Add user'
      : editing.mode === 'edit'
        ? `Edit ${editing.user.username}`
        : `Reset password of ${editing.user.username}`;
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <FormFooter form="user-form" onCancel={onClose}>
          {editing.mode === 'password' ? 'Reset password' : 'Save'}
        </FormFooter>
      }
    >
      <form ref={formRef} id="user-form" className="stack-sm" onSubmit={submit} noValidate>
        {failure && <ErrorBanner message={failure} />}
        {editing.mode === 'create' && (
          <Field label="Username" error={errors.username}>
            {(p) => (
              <input
                {...p}
                value={form.username}
                onChange={(e) => setForm({ ...form, username: e.target.value })}
                autoFocus
              />
            )}
          </Field>
        )}
        {editing.mode !== 'password' && (
          <>
            <Field label="Display name" error={errors.displayName}>
              {(p) => (
                <input
                  {...p}
                  value={form.displayName}
                  onChange={(e) => setForm({ ...form, displayName: e.target.value })}
                />
              )}
            </Field>
            <Field
              label="Role"
              error={errors.role}
              hint="Admins manage API keys, webhooks and General of their companies. Managers, cashiers and staff see Profile and Order page."
            >
              {(p) => (
                <select
                  {...p}
                  value={form.role}
                  onChange={(e) => setForm({ ...form, role: e.target.value as Role })}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {form.role !== 'super_admin' && (
              <fieldset className={errors.companyIds ? 'field-invalid' : ''}>
                <legend>Company access</legend>
                {session.companies.map((c) => (
                  <label key={c.id} className="check-row">
                    <input
                      type="checkbox"
                      checked={form.companyIds.has(c.id)}
                      onChange={(e) => {
                        const next = new Set(form.companyIds);
                        if (e.target.checked) next.add(c.id);
                        else next.delete(c.id);
                        setForm({ ...form, companyIds: next });
                      }}
                    />
                    {c.name}
                  </label>
                ))}
                {errors.companyIds && (
                  <p className="field-error" role="alert">
                    {errors.companyIds}
                  </p>
                )}
              </fieldset>
            )}
          </>
        )}
        {editing.mode !== 'edit' && (
          <Field
            label={editing.mode === 'create' ? 'Password' : 'New password'}
            error={errors.password}
            hint="At least 8 characters."
          >
            {(p) => (
              <input
                {...p}
                type="password"
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => setForm({ ...form, password: e.target.value })}
              />
            )}
          </Field>
        )}
      </form>
    </Modal>
  );
}

export function UsersTab() {
  const session = useApp((s) => s.session)!;
  const toast = useApp((s) => s.toast);
  const { data, error, loading, reload } = useLoad(() => call('users.list', undefined), []);
  const [editing, setEditing] = useState<Editing | null>(null);
  const companyName = (id: string) => session.companies.find((c) => c.id === id)?.name ?? id;

  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>Users</h1>
          <p className="muted">
            Who can sign in to this console, with which role and for which companies.
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          + Add user
        </button>
      </div>
      <section className="card card-flush" aria-label="Users">
        {loading && !data && <Spinner />}
        {error && <ErrorBanner message={error} onRetry={() => void reload()} />}
        {data && data.length === 0 && <EmptyState title="No users" />}
        {data && data.length > 0 && (
          <TableWrap>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col">Role</th>
                  <th scope="col">Companies</th>
                  <th scope="col">Two-factor</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((u) => (
                  <tr key={u.id} className={u.disabled ? 'row-muted' : ''}>
                    <td>
                      <div className="cell-title">{u.display_name}</div>
                      <div className="cell-sub">{u.username}</div>
                    </td>
                    <td>{ROLE_LABELS[u.role]}</td>
                    <td>
                      {u.role === 'super_admin'
                        ? 'All companies'
                        : u.company_ids.map(companyName).join(', ') || '—'}
                    </td>
                    <td>
                      {u.totp_enabled ? (
                        <Badge tone="green">On</Badge>
                      ) : (
                        <Badge tone="gray">Off</Badge>
                      )}
                    </td>
                    <td>
                      {u.disabled ? (
                        <Badge tone="gray">Disabled</Badge>
                      ) : u.locked_until ? (
                        <Badge tone="red">Locked</Badge>
                      ) : (
                        <Badge tone="green">Active</Badge>
                      )}
                    </td>
                    <td>{formatDate(u.created_at)}</td>
                    <td className="actions">
                      <RowActions label={u.username}>
                        <RowButton onClick={() => setEditing({ mode: 'edit', user: u })}>
                          Edit<span className="sr-only"> {u.username}</span>
                        </RowButton>
                        <RowButton onClick={() => setEditing({ mode: 'password', user: u })}>
                          Reset password<span className="sr-only"> of {u.username}</span>
                        </RowButton>
                        {u.id !== session.user.id && (
                          <RowButton
                            onClick={async () => {
                              try {
                                await call('users.update', { id: u.id, disabled: !u.disabled });
                                toast(
                                  u.disabled ? 'User enabled.' : 'User disabled and signed out.',
                                );
                                void reload();
                              } catch (e) {
                                toast(messageOf(e), 'error');
                              }
                            }}
                          >
                            {u.disabled ? 'Enable' : 'Disable'}
                            <span className="sr-only"> {u.username}</span>
                          </RowButton>
                        )}
                      </RowActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
      {editing && (
        <UserDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      )}
    </div>
  );
}
