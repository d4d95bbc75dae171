/**
 * Where the master key lives. Kept behind this small interface because keytar is
 * archived upstream and may have to be swapped.
 */
export interface SecretVault {
  readonly kind: 'keychain' | 'file';
  /** A human description of where the secret is, for error messages. */
  readonly location: string;
  get(account: string): Promise<string | null>;
  set(account: string, value: string): Promise<void>;
  delete(account: string): Promise<void>;
}
