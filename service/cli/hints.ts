import { ALLOW_HTTP_LOCAL_CONSOLE_HINT } from '../webhooks/url-policy';

/**
 * Service messages name the console's screens where a person fixes a problem. Printed by the
 * CLI, that part names the CLI command instead; the rule and the rest of the sentence stay
 * where they are defined.
 */
const CLI_FIXES: readonly (readonly [console: string, cli: string])[] = [
  [
    ALLOW_HTTP_LOCAL_CONSOLE_HINT,
    'turned on (`cli settings set --company ID --branch ID allow_http_local true`)',
  ],
];

export function cliHint(message: string): string {
  return CLI_FIXES.reduce(
    (text, [consoleHint, cliFix]) => text.replaceAll(consoleHint, cliFix),
    message,
  );
}
