import { validationError, type FieldError } from '../../shared/errors';

/** True for C0 control characters other than tab, newline and carriage return. */
const hasControlCharacters = (s: string): boolean =>
  [...s].some((c) => {
    const code = c.charCodeAt(0);
    return code < 32 && code !== 9 && code !== 10 && code !== 13;
  });

/** Collects field errors and throws them together, so a form shows every problem at once. */
export class Validator {
  readonly errors: FieldError[] = [];

  add(path: string, message: string): void {
    this.errors.push({ path, message });
  }

  text(
    path: string,
    value: unknown,
    rule: { label: string; min?: number; max: number; required?: boolean; message?: string },
  ): string | undefined {
    if (value === undefined || value === null || value === '') {
      if (rule.required) this.add(path, rule.message ?? `${rule.label} is required.`);
      return undefined;
    }
    if (typeof value !== 'string') {
      this.add(path, `${rule.label} must be text.`);
      return undefined;
    }
    const trimmed = value.trim();
    if (rule.min !== undefined && trimmed.length < rule.min) {
      this.add(path, rule.message ?? `${rule.label} must be at least ${rule.min} characters.`);
    } else if (trimmed.length > rule.max) {
      this.add(path, `${rule.label} must be at most ${rule.max} characters.`);
    } else if (hasControlCharacters(trimmed)) {
      this.add(path, `${rule.label} must not contain control characters.`);
    }
    return trimmed;
  }

  oneOf<T extends string>(
    path: string,
    value: unknown,
    allowed: readonly T[],
    label: string,
  ): T | undefined {
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
      return value as T;
    this.add(path, `${label} must be one of: ${allowed.join(', ')}.`);
    return undefined;
  }

  done(): void {
    if (this.errors.length) throw validationError(this.errors);
  }
}

export const NAME_RULE = {
  label: 'Name',
  min: 3,
  max: 100,
  required: true,
  message: 'Name must be at least 3 characters.',
} as const;
