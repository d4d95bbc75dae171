import { EVENT_TYPES } from '../../shared/events';
import { MESSAGES as WEBHOOK_MESSAGES } from '../webhooks/webhook-input';
import { ALLOW_HTTP_LOCAL_CONSOLE_HINT } from '../webhooks/url-policy';

/**
 * Service messages are worded for the console where a person fixes the problem there (a
 * screen, a form field left blank). Printed by the CLI, that part names the CLI's way instead;
 * the rule and the rest of the sentence stay where they are defined. test/unit/cli-hints.test.ts
 * checks each phrase against the messages it is meant to find.
 */
const CLI_FIXES: readonly (readonly [console: string, cli: string])[] = [
  [
    ALLOW_HTTP_LOCAL_CONSOLE_HINT,
    'turned on (`cli settings set --company ID --branch ID allow_http_local true`)',
  ],
  [
    WEBHOOK_MESSAGES.noEvent,
    `${WEBHOOK_MESSAGES.noEvent} Pass --events with one or more of: ${EVENT_TYPES.join(', ')}.`,
  ],
  [
    '(or leave it blank to generate one)',
    '(or pass neither --secret-prompt nor --secret-stdin to generate one)',
  ],
  [
    '(leave it blank to generate one)',
    '(pass neither --secret-prompt nor --secret-stdin to generate one)',
  ],
];

export function cliHint(message: string): string {
  return CLI_FIXES.reduce(
    (text, [consoleHint, cliFix]) => text.replaceAll(consoleHint, cliFix),
    message,
  );
}
