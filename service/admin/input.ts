import { AppError, validationError, type FieldError } from '../../shared/errors';
import { NOT_WELL_FORMED } from '../util/text';

/**
 * Shape checks for IPC inputs, done in main before any rule runs: the renderer is not
 * trusted to send the types its TypeScript promises.
 */
export class Input {
  private readonly errors: FieldError[] = [];
  readonly raw: Record<string, unknown>;

  constructor(input: unknown) {
    if (input === undefined || input === null) this.raw = {};
    else if (typeof input === 'object' && !Array.isArray(input))
      this.raw = input as Record<string, unknown>;
    else
      throw new AppError('validation_failed', 'The request must be an object.', [
        { path: '', message: 'The request must be an object.' },
      ]);
  }

  private fail(path: string, message: string): undefined {
    this.errors.push({ path, message });
    return undefined;
  }

  /** Text must be well-formed Unicode: a lone surrogate would be stored as U+FFFD. */
  private text(key: string, v: string, label: string): string | undefined {
    return v.isWellFormed() ? v : this.fail(key, `${label} ${NOT_WELL_FORMED}.`);
  }

  string(key: string, label = key): string | undefined {
    const v = this.raw[key];
    if (typeof v === 'string') return this.text(key, v, label);
    return this.fail(key, v === undefined ? `${label} is required.` : `${label} must be text.`);
  }

  optionalString(key: string, label = key): string | undefined {
    const v = this.raw[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return this.text(key, v, label);
    return this.fail(key, `${label} must be text.`);
  }

  optionalBoolean(key: string, label = key): boolean | undefined {
    const v = this.raw[key];
    if (v === undefined) return undefined;
    if (typeof v === 'boolean') return v;
    return this.fail(key, `${label} must be true or false.`);
  }

  boolean(key: string, label = key): boolean | undefined {
    if (this.raw[key] === undefined) return this.fail(key, `${label} is required.`);
    return this.optionalBoolean(key, label);
  }

  optionalInteger(key: string, label = key): number | undefined {
    const v = this.raw[key];
    if (v === undefined) return undefined;
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    return this.fail(key, `${label} must be a whole number.`);
  }

  stringArray(key: string, label = key): string[] | undefined {
    const v = this.raw[key];
    if (
      Array.isArray(v) &&
      v.length <= 1000 &&
      v.every((x) => typeof x === 'string' && x.isWellFormed())
    )
      return v as string[];
    return this.fail(key, `${label} must be a list of names.`);
  }

  optionalStringArray(key: string, label = key): string[] | undefined {
    if (this.raw[key] === undefined) return undefined;
    return this.stringArray(key, label);
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], label = key): T | undefined {
    const v = this.raw[key];
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
    return this.fail(key, `${label} must be one of: ${allowed.join(', ')}.`);
  }

  /** Throws every collected problem at once. */
  done(): void {
    if (this.errors.length) throw validationError(this.errors);
  }
}
