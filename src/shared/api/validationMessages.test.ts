import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRequest, summarizeFieldErrors } from './index';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('validation messages', () => {
  it('speaks Laravel: required, type, length and email', () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual(['The name field is required.']);
    expect(messagesOf(z.object({ name: z.string() }), { name: 3 })).toEqual(['The name field must be a string.']);
    expect(messagesOf(z.object({ password: z.string().min(8) }), { password: 'short' })).toEqual(['The password field must be at least 8 characters.']);
    expect(messagesOf(z.object({ user_name: z.string().max(3) }), { user_name: 'toolong' })).toEqual(['The user name field must not be greater than 3 characters.']);
    expect(messagesOf(z.object({ email: z.email() }), { email: 'nope' })).toEqual(['The email field must be a valid email address.']);
  });

  it('checks the password confirmation', () => {
    const input = { name: 'Ada', email: 'ada@example.com', password: 'long enough', password_confirmation: 'other' };
    expect(messagesOf(registerRequest, input)).toEqual(['The password field confirmation does not match.']);
  });

  it('summarises several errors the way Laravel does', () => {
    expect(summarizeFieldErrors({ a: ['First.'] })).toBe('First.');
    expect(summarizeFieldErrors({ a: ['First.'], b: ['Second.'] })).toBe('First. (and 1 more error)');
    expect(summarizeFieldErrors({ a: ['First.', 'x'], b: ['Second.'] })).toBe('First. (and 2 more errors)');
  });
});
