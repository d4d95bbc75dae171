import { closest } from '../../shared/closest';

/** Global options, which may come before the command; the first two take a value. */
const VALUED = new Set(['--data-dir', '--vault']);
const FLAGS = new Set(['--json', '--help', '-h']);

/** The words a person typed as the command: the arguments before the command's options. */
export function commandWords(argv: string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (VALUED.has(arg)) i++;
    else if (FLAGS.has(arg) || /^--(data-dir|vault)=/.test(arg)) continue;
    else if (arg.startsWith('-')) break;
    else words.push(arg);
  }
  return words;
}

/**
 * The commands (or command groups) nearest to a mistyped one (`kyes list` → `keys list`),
 * compared on as many words as each has; nearest first, at most three.
 */
export function nearestCommands(argv: string[], names: readonly string[]): string[] {
  const words = commandWords(argv);
  if (words.length === 0) return [];
  const groups = new Set(names.map((name) => name.split(' ')[0]!));
  const byLength = new Map<number, string[]>();
  for (const name of new Set([...names, ...groups])) {
    const n = name.split(' ').length;
    if (n <= words.length) byLength.set(n, [...(byLength.get(n) ?? []), name]);
  }
  // Longer names first: `keys lst` is closer to `keys list` than to a one-word command.
  for (const n of [...byLength.keys()].sort((a, b) => b - a)) {
    const near = closest(words.slice(0, n).join(' '), byLength.get(n)!);
    if (near.length) return near;
  }
  return [];
}

/** Three lines: what was not understood, the nearest commands, where the full list is. */
export function unknownCommandText(argv: string[], names: readonly string[]): string {
  const typed = commandWords(argv).slice(0, 2).join(' ');
  const near = nearestCommands(argv, names);
  return [
    `Unknown command \`${typed}\`.`,
    near.length
      ? `Did you mean ${near.map((n) => `\`${n}\``).join(' or ')}?`
      : 'No command is close to it.',
    'Run `cli --help` for every command.',
  ].join('\n');
}
