import { CopyButton } from '../../components/ui';

/** A secret shown once, with a copy button and the advice that goes with it. */
export function SecretOnce({
  secret,
  owner,
  title,
  children,
}: {
  secret: string;
  /** What the secret belongs to (a key's public key): see CopyButton's `secretOf`. */
  owner: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="secret-once" role="region" aria-label={title}>
      <p className="secret-title">{title}</p>
      <div className="secret-value">
        <code className="mono" data-testid="new-secret">
          {secret}
        </code>
        <CopyButton value={secret} label={`Copy ${title.toLowerCase()}`} secretOf={owner} />
      </div>
      {children && <p className="small">{children}</p>}
    </div>
  );
}
