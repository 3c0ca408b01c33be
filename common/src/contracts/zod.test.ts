import { adminSessionsQuery } from './admin-chat';
import { loginBody } from './auth';
import { fields } from './fields';

const messages = (
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map(({ message }) => message);

/** zod/mini has no words of its own ("Invalid input" for everything): the contracts load English, as classic zod did. */
describe('contract messages without a message of their own', () => {
  it('say what is wrong in English, as API answers and forms have always shown them', () => {
    expect(messages(fields.name, 'x'.repeat(101))).toEqual(['Too big: expected string to have <=100 characters']);
    expect(messages(fields.page, '0')).toEqual(['Too small: expected number to be >=1']);
    expect(messages(loginBody, { email: 'ada@example.com' })).toEqual([
      'Invalid input: expected string, received undefined',
    ]);
    expect(messages(adminSessionsQuery, { timeframe: 'week' })).toEqual([
      'Invalid option: expected one of "24hours"|"all"',
    ]);
    expect(messages(loginBody, { email: 'ada@example.com', password: 'x', extra: 1 })).toEqual([
      'Unrecognized key: "extra"',
    ]);
  });

  it('keep the messages the contracts give', () => {
    expect(messages(fields.email, 'ada@')).toEqual(['Please enter a valid email']);
    expect(messages(fields.newPassword, 'short')).toEqual(['Password must be at least 8 characters']);
  });
});
