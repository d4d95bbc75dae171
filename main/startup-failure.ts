/**
 * What the start-up error window says: the cause in plain words and what to do, for the
 * failures a branch PC meets (keychain, master key, a data folder in use or from a newer
 * version). The service's own sentence, written for `serve` and the CLI, goes to the log.
 */
export interface StartupFailureText {
  message: string;
  detail: string;
}

export function describeStartupFailure(
  error: unknown,
  where: { dataDir: string; logsDir: string },
): StartupFailureText {
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const folders = `Data folder: ${where.dataDir}\nLogs: ${where.logsDir}`;
  if (/keychain is not reachable/i.test(text)) {
    return {
      message: 'The system keychain could not be opened.',
      detail:
        'The app keeps its master key in the keychain of this computer account. Sign in to ' +
        'the computer normally (the keychain unlocks with it), then press Retry.\n\n' +
        folders,
    };
  }
  if (code === 'vault_error' || /master key/i.test(text)) {
    return {
      message: "This data folder's master key is missing or does not match.",
      detail:
        'The data folder was made with a master key this computer account does not hold. ' +
        'Nothing was changed. Restore the data folder and keychain from the same backup, or ' +
        'ask your support contact.\n\n' +
        folders,
    };
  }
  if (/SQLITE_BUSY|database is locked/i.test(text)) {
    return {
      message: 'Another program is using the data folder.',
      detail:
        'Close the other program (a running `serve` or CLI command, a backup tool), then press ' +
        'Retry.\n\n' +
        folders,
    };
  }
  if (/newer version|migration/i.test(text)) {
    return {
      message: 'The data folder could not be opened by this version of the app.',
      detail:
        'It may have been made by a newer version: install that version again, or restore a ' +
        'backup made by this one. Nothing was changed.\n\n' +
        folders,
    };
  }
  if (code === 'EACCES' || code === 'EPERM' || /SQLITE_CANTOPEN|SQLITE_READONLY/i.test(text)) {
    return {
      message: 'The app cannot write to its data folder.',
      detail:
        'Check that the folder exists and belongs to this computer account, then press Retry.\n\n' +
        folders,
    };
  }
  return {
    message: 'Integration Console could not start.',
    detail: `${text}\n\nPress Retry, or open the logs folder and send the newest log to your support contact.\n\n${folders}`,
  };
}
