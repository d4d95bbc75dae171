import { validationError, type FieldError } from '../../shared/errors';
import { textProblem } from './text';

/** Collects field errors and throws them together, so a form shows every problem at once. */
export class Validator {
  readonly errors: FieldError[] = [];

  add(path: string, message: string): void {
    this.errors.push({ path, message });
  }

  text(
    path: string,
    value: unknown,
    rule: {
      label: string;
      min?: number;
      max: number;
      required?: boolean;
      message?: string;
      /** Descriptions: line breaks and tabs allowed. Otherwise one line (service/util/text.ts). */
      multiline?: boolean;
    },
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
    } else {
      const problem = textProblem(trimmed, rule.multiline ? 'multi-line' : 'single-line');
      if (problem) this.add(path, `${rule.label} ${problem}.`);
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
