import { AppError } from '../../shared/errors';
import { isAcceptablePassword, PASSWORD_RULE } from '../accounts/passwords';

/**
 * Passwords and other secrets never come from argv (other users of the machine see argv in
 * `ps`, and the shell keeps it in its history): they are typed at a prompt that does not echo,
 * or piped in with --password-stdin.
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
  /** What is read; a password unless said. */
  kind?: SecretKind;
}

export interface SecretKind {
  /** In messages: `password`, `signing secret`. */
  noun: string;
  /** The field that errors name. */
  field: string;
  /** Refuses a first entry at once, before it is typed a second time. */
  check(value: string): void;
}

const PASSWORD: SecretKind = {
  noun: 'password',
  field: 'password',
  check(value) {
    if (!isAcceptablePassword(value))
      throw new AppError('validation_failed', `${PASSWORD_RULE} Nothing was changed.`, [
        { path: 'password', message: PASSWORD_RULE },
      ]);
  },
};

export async function readPassword(source: PasswordSource): Promise<string> {
  const option = source.stdinOption ?? '--password-stdin';
  const { noun, field, check } = source.kind ?? PASSWORD;
  if (source.fromStdin) {
    const text = await readAll(process.stdin);
    const value = text.replace(/\r?\n$/, '');
    if (value === '')
      throw new AppError('validation_failed', `${option} read an empty ${noun}.`, [
        { path: field, message: `${option} read an empty ${noun}.` },
      ]);
    return value;
  }
  if (!process.stdin.isTTY)
    throw new AppError(
      'validation_failed',
      `No ${noun} given: stdin is not a terminal. Pipe the ${noun} in with ${option}.`,
      [{ path: field, message: `Pipe the ${noun} in with ${option}.` }],
    );
  const first = await promptHidden(`${source.label}: `);
  if (source.confirm) {
    // A value the rules refuse is refused now, not after it has been typed twice.
    check(first);
    const second = await promptHidden('Repeat it: ');
    if (first !== second)
      throw new AppError('validation_failed', `The two ${noun}s differ; nothing was changed.`, [
        { path: field, message: `The two ${noun}s differ.` },
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
