import { useEffect, useState, type FormEvent } from 'react';
import { EVENT_LABELS, EVENT_TYPES, type EventType } from '../../../../shared/events';
import type { WebhookInfo } from '../../../../shared/ipc';
import { ApiError, call, messageOf } from '../../api';
import { isAdminRole } from '../../../../shared/roles';
import { useApp } from '../../store/app';
import { ErrorBanner, FormFooter, Field, Modal } from '../../components/ui';
import { useFocusFirstError } from '../../components/useFocusFirstError';

/** Register (no webhook) or Edit (a webhook: a blank signing secret keeps the current one). */
export function WebhookForm({
  webhook,
  onClose,
  onSaved,
}: {
  webhook: WebhookInfo | null;
  onClose: () => void;
  onSaved: (result: { webhook: WebhookInfo; secret?: string }) => void;
}) {
  const tenant = useApp((s) => s.tenant)!;
  const admin = useApp((s) => isAdminRole(s.session!.user.role));
  const toast = useApp((s) => s.toast);
  /** Plain HTTP refused while the branch does not allow it: the fix, offered in place. */
  const [httpFix, setHttpFix] = useState<'offer' | 'busy' | null>(null);
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<Set<EventType>>(new Set(webhook?.events ?? []));
  const [categoryIds, setCategoryIds] = useState<Set<string>>(
    new Set(webhook?.filter?.category_ids ?? []),
  );
  const [maxPerSecond, setMaxPerSecond] = useState(
    webhook?.max_per_second ? String(webhook.max_per_second) : '',
  );
  const [categories, setCategories] = useState<{ id: string; name: string }[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { form: formRef, failed } = useFocusFirstError();
  const [busy, setBusy] = useState(false);
  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);

  useEffect(() => {
    let live = true;
    call('webhooks.categories', tenant)
      .then((list) => live && setCategories(list))
      .catch(() => live && setCategories([]));
    return () => {
      live = false;
    };
  }, [tenant]);
  const filter = categoryIds.size ? { category_ids: [...categoryIds] } : null;
  // Blank: no limit; anything else goes as a number and the service says what is wrong with it.
  const perSecond = maxPerSecond.trim() === '' ? null : Number(maxPerSecond);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      if (webhook) {
        const updated = await call('webhooks.update', {
          ...tenant,
          id: webhook.id,
          url,
          description,
          events: [...events],
          filter,
          max_per_second: perSecond,
          ...(secret ? { secret } : {}),
        });
        onSaved({ webhook: updated });
      } else {
        const created = await call('webhooks.create', {
          ...tenant,
          url,
          description,
          events: [...events],
          filter,
          max_per_second: perSecond,
          ...(secret ? { secret } : {}),
        });
        onSaved(created);
      }
      onClose();
    } catch (err) {
      failed();
      if (err instanceof ApiError && err.fields.length) setErrors(err.fieldMap());
      else setFailure(messageOf(err));
      setBusy(false);
      if (err instanceof ApiError && err.fieldMap().url && /^http:\/\//i.test(url.trim()))
        await offerHttpFix();
    }
  }

  async function offerHttpFix() {
    if (!admin) return;
    const general = await call('general.get', tenant).catch(() => null);
    if (general && !general.settings.allow_http_local) setHttpFix('offer');
  }

  /** Turns on plain HTTP on the local network for this branch, then submits what was typed. */
  async function allowHttpAndRetry() {
    setHttpFix('busy');
    try {
      await call('general.update', { ...tenant, allow_http_local: true });
      toast('Plain HTTP on the local network is now allowed for this branch.', 'info');
      setHttpFix(null);
      setErrors({});
      formRef.current?.requestSubmit();
    } catch (err) {
      setHttpFix('offer');
      setFailure(messageOf(err));
    }
  }

  const all = events.size === EVENT_TYPES.length;
  const productEvents = [...events].some((type) => type.startsWith('product.'));
  // A category deleted since the filter was saved still shows, so it can be unticked.
  const choices = [
    ...(categories ?? []),
    ...[...categoryIds]
      .filter((id) => categories && !categories.some((c) => c.id === id))
      .map((id) => ({ id, name: `${id} (deleted)` })),
  ];
  return (
    <Modal
      title={webhook ? 'Edit webhook' : 'Register webhook'}
      onClose={onClose}
      wide
      footer={
        <FormFooter form="webhook-form" busy={busy} onCancel={onClose}>
          {busy ? 'Saving…' : webhook ? 'Save changes' : 'Register webhook'}
        </FormFooter>
      }
    >
      <form ref={formRef} id="webhook-form" className="stack" onSubmit={submit} noValidate>
        {failure && <ErrorBanner message={failure} />}
        <Field
          label="Endpoint URL"
          error={errors.url}
          hint="A public HTTPS address that accepts POST requests."
        >
          {(p) => (
            <input
              {...p}
              type="url"
              placeholder="https://example.com/webhooks/pos"
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                clear('url');
                setHttpFix(null);
              }}
              autoFocus
            />
          )}
        </Field>
        {httpFix && (
          <div className="banner banner-info" data-testid="http-fix">
            <span>
              Receivers on this computer or the local network can be reached over plain HTTP if this
              branch allows it. Other addresses still need HTTPS.
            </span>
            <button
              type="button"
              className="btn btn-small"
              disabled={httpFix === 'busy'}
              onClick={() => void allowHttpAndRetry()}
            >
              Allow plain HTTP on the local network and {webhook ? 'save' : 'register'}
            </button>
          </div>
        )}
        <Field label="Description (optional)" error={errors.description}>
          {(p) => (
            <input
              {...p}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={500}
            />
          )}
        </Field>
        <Field
          label="API key (signing secret)"
          error={errors.secret}
          hint={
            webhook
              ? 'Optional. Leave blank to keep the current signing secret; a new value replaces it at once, with no overlap (use Rotate secret for one).'
              : 'Optional. Signs every delivery (X-Service-Signature); not an API key of the API Keys tab. Leave blank to generate a strong one; it is shown once.'
          }
        >
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="off"
              placeholder={webhook ? '•••••••• (unchanged)' : 'Generated when left blank'}
              value={secret}
              onChange={(e) => {
                setSecret(e.target.value);
                clear('secret');
              }}
            />
          )}
        </Field>
        <fieldset
          className={errors.events ? 'field-invalid' : ''}
          aria-describedby={errors.events ? 'events-error' : undefined}
        >
          <legend>Events</legend>
          <label className="check-row check-all">
            <input
              type="checkbox"
              checked={all}
              onChange={(e) => {
                setEvents(e.target.checked ? new Set(EVENT_TYPES) : new Set());
                clear('events');
              }}
            />
            All events
          </label>
          <div className="event-grid">
            {EVENT_TYPES.map((type) => (
              <label key={type} className="check-row">
                <input
                  type="checkbox"
                  checked={events.has(type)}
                  onChange={(e) => {
                    const next = new Set(events);
                    if (e.target.checked) next.add(type);
                    else next.delete(type);
                    setEvents(next);
                    clear('events');
                  }}
                />
                <span>
                  <code className="tag">{type}</code>
                  <span className="small muted"> {EVENT_LABELS[type]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.events && (
            <p className="field-error" id="events-error" role="alert">
              {errors.events}
            </p>
          )}
        </fieldset>
        <Field
          label="Maximum deliveries per second (optional)"
          error={errors.max_per_second}
          hint="For a small receiver that a bulk import would flood: deliveries beyond it wait, none is dropped. Blank: no limit."
        >
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              placeholder="No limit"
              value={maxPerSecond}
              onChange={(e) => {
                setMaxPerSecond(e.target.value);
                clear('max_per_second');
              }}
            />
          )}
        </Field>
        {productEvents && (
          <Field
            label="Product categories (optional)"
            error={errors.filter}
            hint="Send product events only for products in these categories (or moved out of them). None selected: every product. Category events are always sent."
          >
            {(p) => (
              <select
                {...p}
                multiple
                size={Math.min(Math.max(choices.length, 3), 8)}
                value={[...categoryIds]}
                onChange={(e) => {
                  setCategoryIds(new Set([...e.target.selectedOptions].map((o) => o.value)));
                  clear('filter');
                }}
              >
                {choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </form>
    </Modal>
  );
}
