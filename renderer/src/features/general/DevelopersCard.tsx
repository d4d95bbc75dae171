import { Card, CopyButton } from '../../components/ui';

function IdRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="id-row">
      <span className="id-label">{label}</span>
      <code className="mono">{value}</code>
      <CopyButton value={value} label={`Copy ${label}`} />
    </div>
  );
}

/**
 * What the developer of an integration needs, in one place: the identifiers, the headers every
 * request sends, and where the API and its reference are. The rest of the console avoids ids.
 */
export function DevelopersCard({
  companyId,
  branchId,
  baseUrl,
}: {
  companyId: string;
  branchId: string;
  /** Null while the API is not listening. */
  baseUrl: string | null;
}) {
  const headers = [
    'Authorization: Bearer <secret key of the integration>',
    `x-company-id: ${companyId}`,
    `x-branch-id: ${branchId}`,
  ].join('\n');
  return (
    <Card
      title="For developers"
      description="Give these to whoever builds the integration: every API request sends the secret key of its API key and these two identifiers as headers."
    >
      <div className="ids">
        <IdRow label="Company ID" value={companyId} />
        <IdRow label="Branch ID" value={branchId} />
        {baseUrl && <IdRow label="Base URL" value={baseUrl} />}
      </div>
      <div className="dev-headers">
        <span className="id-label">Request headers</span>
        <pre className="mono small">{headers}</pre>
        <CopyButton value={headers} label="Copy request headers" />
      </div>
      {baseUrl && (
        <p className="small">
          Reference of every endpoint:{' '}
          <a href={`${baseUrl}/docs`} target="_blank" rel="noreferrer">
            {`${baseUrl}/docs`}
          </a>{' '}
          <CopyButton value={`${baseUrl}/docs`} label="Copy reference URL" />
        </p>
      )}
    </Card>
  );
}
