import { useState, type FormEvent } from 'react';
import type { ApiKeyInfo } from '../../../../shared/ipc';
import { ApiError, call, messageOf } from '../../api';
import { ErrorBanner, FormFooter, Modal } from '../../components/ui';
import { useApp } from '../../store/app';
import { allowedIpsOf, expiresAtOf } from './KeyAccessFields';
import { KeyFields, keyFieldsOf } from './KeyFields';
import type { KeysData } from './keys-data';
import { PermissionPicker } from './PermissionPicker';
import { useFocusFirstError } from '../../components/useFocusFirstError';

/** Name, description, allowed IP addresses, expiry and permissions; the secret stays. */
export function EditKeyDialog({
  keyInfo,
  data,
  onClose,
  onSaved,
}: {
  keyInfo: ApiKeyInfo;
  data: KeysData;
  onClose: () => void;
  onSaved: () => void;
}) {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  const [fields, setFields] = useState(keyFieldsOf(keyInfo));
  const [scopes, setScopes] = useState<Set<string>>(new Set(keyInfo.scopes));
  const scopesChanged =
    scopes.size !== keyInfo.scopes.length || keyInfo.scopes.some((s) => !scopes.has(s));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { form, failed } = useFocusFirstError();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const expiresAt = expiresAtOf(fields.access);
      await call('keys.update', {
        ...tenant,
        publicKey: keyInfo.public_key,
        name: fields.name,
        description: fields.description,
        allowed_ips: allowedIpsOf(fields.access.allowedIps),
        ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
        ...(scopesChanged ? { scopes: [...scopes] } : {}),
      });
      toast('Key saved.');
      onSaved();
      onClose();
    } catch (err) {
      failed();
      if (err instanceof ApiError && err.fields.length) setErrors(err.fieldMap());
      else setFailure(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={`Edit “${keyInfo.name}”`}
      onClose={onClose}
      wide
      footer={
        <FormFooter form="edit-key-form" busy={busy} onCancel={onClose}>
          {busy ? 'Saving…' : 'Save'}
        </FormFooter>
      }
    >
      <form ref={form} id="edit-key-form" onSubmit={submit} noValidate className="stack">
        {failure && <ErrorBanner message={failure} />}
        <KeyFields
          values={fields}
          onChange={setFields}
          errors={errors}
          setErrors={setErrors}
          current={keyInfo}
        />
        <PermissionPicker
          groups={data.groups}
          selected={scopes}
          onChange={(next) => {
            setScopes(next);
            setErrors(({ scopes: _, ...rest }) => rest);
          }}
          error={errors.scopes}
          restaurant={data.restaurant}
          note="A change applies from the key's next request; its secret stays the same."
        />
      </form>
    </Modal>
  );
}
