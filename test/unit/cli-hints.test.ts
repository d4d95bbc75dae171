import { describe, expect, it } from 'vitest';
import { cliHint } from '../../service/cli/hints';
import { MESSAGES as WEBHOOK_MESSAGES } from '../../service/webhooks/webhook-input';
import { MESSAGES as URL_MESSAGES } from '../../service/webhooks/url-policy';

describe('CLI wording of console hints', () => {
  it('names the CLI command instead of Settings → General', () => {
    const text = cliHint(URL_MESSAGES.plainHttp);
    expect(text).not.toContain('Settings →');
    expect(text).toBe(
      'Plain HTTP is only allowed for receivers on this computer or the local network, with "Allow plain HTTP on the local network" turned on (`cli settings set --company ID --branch ID allow_http_local true`).',
    );
  });

  it('names --secret-prompt and --events instead of the form fields', () => {
    expect(cliHint(WEBHOOK_MESSAGES.secretLength)).toBe(
      'The signing secret must be 16 to 256 characters (pass neither --secret-prompt nor --secret-stdin to generate one).',
    );
    expect(cliHint(WEBHOOK_MESSAGES.secretWhsec)).toBe(
      'A signing secret that starts with "whsec_" must continue with the base64 of 24 to 64 random bytes, as Standard Webhooks secrets do (or pass neither --secret-prompt nor --secret-stdin to generate one).',
    );
    expect(cliHint(WEBHOOK_MESSAGES.secretControl)).toBe(
      'The signing secret must not contain control characters.',
    );
    expect(cliHint(WEBHOOK_MESSAGES.noEvent)).toMatch(
      /^Select at least one event\. Pass --events with one or more of: product\.created, /,
    );
  });

  it('leaves every other message alone', () => {
    expect(cliHint(URL_MESSAGES.blocked)).toBe(URL_MESSAGES.blocked);
    expect(cliHint('Keep at least one active Super Admin.')).toBe(
      'Keep at least one active Super Admin.',
    );
  });
});
