import { z } from 'zod';

/**
 * Laravel-style field messages ("The email field is required.") for every zod issue, so the
 * server's 422 bodies and the client's form errors read the same.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = path.length > 0 ? String(path[path.length - 1]) : 'input';
  return last.replace(/_/g, ' ');
}

type Issue = z.core.$ZodRawIssue;

function describe(issue: Issue): string | undefined {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `The ${field} field is required.`;
      return `The ${field} field must be ${article(String(issue.expected))}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `The ${field} field is required.`
          : `The ${field} field must be at least ${String(issue.minimum)} characters.`;
      }
      return `The ${field} field must be at least ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') {
        return `The ${field} field must not be greater than ${String(issue.maximum)} characters.`;
      }
      return `The ${field} field must not be greater than ${String(issue.maximum)}.`;
    case 'invalid_format':
      if (issue.format === 'email') return `The ${field} field must be a valid email address.`;
      return `The ${field} field format is invalid.`;
    case 'invalid_value':
      return `The selected ${field} is invalid.`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
}

function article(expected: string): string {
  if (expected === 'int') return 'an integer';
  if (expected === 'object') return 'an object';
  if (expected === 'array') return 'an array';
  return `a ${expected}`;
}

let configured = false;

/** Installs the message map once; imported for its effect by the contract's index. */
export function configureValidationMessages(): void {
  if (configured) return;
  configured = true;
  z.config({ customError: (issue) => describe(issue) });
}

configureValidationMessages();
