import { splitFullName, validateSignup } from './signup';

describe('validateSignup', () => {
  it('reports every missing field with the spec messages', () => {
    expect(validateSignup({ fullName: '   ', email: '', password: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects a malformed e-mail and a short password', () => {
    expect(validateSignup({ fullName: 'Ada Lovelace', email: 'ada@', password: 'short' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
    });
  });

  it('accepts a valid form', () => {
    expect(validateSignup({ fullName: 'Ada', email: 'ada@example.com', password: '12345678' })).toEqual({});
  });
});

describe('splitFullName', () => {
  it('takes the first word as first name and joins the rest', () => {
    expect(splitFullName('  Ada   King  Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
