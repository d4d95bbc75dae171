import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizePhone } from '../../service/customers/contact';

describe('customer contact details', () => {
  it.each([
    ['ann@example.com', 'ann@example.com'],
    ['  Ann.Lee+shop@Example.CO.uk ', 'ann.lee+shop@example.co.uk'],
  ])('email %j is stored as %j', (input, stored) => {
    expect(normalizeEmail(input)).toEqual({ email: stored });
  });

  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'a b@example.com',
    'a@b@c.com',
    'ann@exa\nmple.com',
    'ann\u202e@example.com',
    'ann@exa\u200bmple.com',
    `${'a'.repeat(250)}@b.com`,
  ])('refuses email %j', (input) => {
    expect(normalizeEmail(input)).toHaveProperty('problem');
  });

  it.each(['+441632960961', '+12025550123', '+4930123456', ' +33123456789 '])(
    'accepts phone %j',
    (input) => {
      expect(normalizePhone(input)).toEqual({ phone: input.trim() });
    },
  );

  it.each([
    '',
    '441632960961',
    '+0441632960961',
    '+44 1632 960961',
    '+44-1632',
    '+1',
    '+1234567890123456',
    '+44abc',
  ])('refuses phone %j', (input) => {
    expect(normalizePhone(input)).toHaveProperty('problem');
  });
});
