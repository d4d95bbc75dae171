import { AppError } from '../../shared/errors';
import { isAcceptablePassword, PASSWORD_RULE } from '../accounts/passwords';

/**
 * Passwords never come from argv (other users of the machine see argv in `ps`): they are
 * typed at a prompt that does not echo, or piped in with --password-stdin.
 */
export interface PasswordSource {
  /** --password-stdin: read all of stdin; one trailing newline is dropped. */
  fromStdin: boolean;
  /** Ask twice at the prompt (new passwords). */
  confirm: boolean;
  /** What the prompt asks for, e.g. `New password for alice`. */
  label: string;
  /** The option that reads stdin, named when neither source is usable. */
  stdinOption?: string;
}

export async function readPassword(source: PasswordSource): Promise<string> {
  const option = source.stdinOption ?? '--password-stdin';
  if (source.fromStdin) {
    const text = await readAll(process.stdin);
    const password = text.replace(/\r?\n$/, '');
    if (password === '')
      throw new AppError('validation_failed', `${option} read an empty password.`, [
        { path: 'password', message: 'Password must be at least 8 characters.' },
      ]);
    return password;
  }
  if (!process.stdin.isTTY)
    throw new AppError(
      'validation_failed',
      `No password given: stdin is not a terminal. Pipe the password in with ${option}.`,
      [{ path: 'password', message: `Pipe the password in with ${option}.` }],
    );
  const first = await promptHidden(`${source.label}: `);
  if (source.confirm) {
    // A new password too short is refused now, not after it has been typed twice.
    if (!isAcceptablePassword(first))
      throw new AppError('validation_failed', `${PASSWORD_RULE} Nothing was changed.`, [
        { path: 'password', message: PASSWORD_RULE },
      ]);
    const second = await promptHidden('Repeat it: ');
    if (first !== second)
      throw new AppError('validation_failed', 'The two passwords differ; nothing was changed.', [
        { path: 'password', message: 'The two passwords differ.' },
      ]);
  }
  return first;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads one line from the terminal in raw mode, echoing nothing; Ctrl-C or Ctrl-D cancels. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  // Echo off before the prompt appears: keys typed (or pasted) right after it must not show.
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          reject(new AppError('validation_failed', 'Cancelled: nothing was changed.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}
