import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_LENGTH,
  hasNoErrors,
  INVALID_EMAIL_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  INVALID_PHONE_MESSAGE,
  isEmail,
  REQUIRED_MESSAGE,
  trimValue,
  validateValue,
  validateValues,
} from './validation';

describe('trimValue', () => {
  it('trims and reads missing values as empty', () => {
    expect(trimValue('  a b \n')).toBe('a b');
    expect(trimValue(undefined)).toBe('');
    expect(trimValue(null)).toBe('');
  });
});

describe('isEmail', () => {
  it('asks for text, @, text, dot, text', () => {
    for (const good of ['a@b.co', 'first.last@shop.example', 'x+tag@mail.sub.example']) {
      expect(isEmail(good), good).toBe(true);
    }
    for (const bad of ['', 'a', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a b@c.de', 'a@@b.co', 'a@b .co']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('accepts any non-blank, @-free parts joined the right way', () => {
    const part = fc.stringMatching(/^[a-z0-9._-]{1,10}$/);
    fc.assert(fc.property(part, part, part, (user, domain, tld) => isEmail(`${user}@${domain}.${tld}`)));
  });
});

describe('validateValue', () => {
  it('fails an empty or blank required field and passes an empty optional one', () => {
    expect(validateValue({ name: 'n', required: true }, '')).toBe(REQUIRED_MESSAGE);
    expect(validateValue({ name: 'n', required: true }, '   ')).toBe(REQUIRED_MESSAGE);
    expect(validateValue({ name: 'n' }, '   ')).toBeNull();
    // An empty optional email is not a malformed one.
    expect(validateValue({ name: 'n', type: 'email' }, '')).toBeNull();
  });

  it('gives a field its own message for every failure of its type', () => {
    expect(validateValue({ name: 'n', required: true, message: 'Name please' }, '')).toBe('Name please');
    expect(validateValue({ name: 'e', type: 'email', message: 'Bad address' }, 'nope')).toBe('Bad address');
  });

  it('checks email addresses after trimming, with SPEC’s default message', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid Email');
    const email = { name: 'email', type: 'email', required: true } as const;
    expect(validateValue(email, 'shopper@example')).toBe(INVALID_EMAIL_MESSAGE);
    expect(validateValue(email, '  shopper@example.com  ')).toBeNull();
  });

  it('checks numbers and phone numbers', () => {
    expect(validateValue({ name: 'q', type: 'number' }, '12.5')).toBeNull();
    expect(validateValue({ name: 'q', type: 'number' }, '12a')).toBe(INVALID_NUMBER_MESSAGE);
    expect(validateValue({ name: 'p', type: 'tel' }, '+1 (800) 555-0199')).toBeNull();
    expect(validateValue({ name: 'p', type: 'tel' }, 'call me')).toBe(INVALID_PHONE_MESSAGE);
  });

  it('applies minlength only when given, on the trimmed value', () => {
    expect(validateValue({ name: 'n' }, 'a')).toBeNull();
    expect(validateValue({ name: 'n', minLength: 3 }, ' ab ')).toBe('Please enter at least 3 characters.');
    expect(validateValue({ name: 'n', minLength: 3 }, 'abc')).toBeNull();
  });

  it('caps length at 50 unless the field sets its own maximum', () => {
    expect(DEFAULT_MAX_LENGTH).toBe(50);
    expect(validateValue({ name: 'n' }, 'a'.repeat(50))).toBeNull();
    expect(validateValue({ name: 'n' }, 'a'.repeat(51))).toBe('Please enter no more than 50 characters.');
    // Surrounding spaces do not count.
    expect(validateValue({ name: 'n' }, ` ${'a'.repeat(50)} `)).toBeNull();
    expect(validateValue({ name: 'n', maxLength: 80 }, 'a'.repeat(80))).toBeNull();
    expect(validateValue({ name: 'n', maxLength: 5 }, 'abcdef')).toBe(
      'Please enter no more than 5 characters.',
    );
  });

  it('requires the browser’s validity to pass too, with the browser’s message', () => {
    const rule = { name: 'zip' };
    expect(validateValue(rule, '1234', { valid: false, message: 'Match the requested format.' })).toBe(
      'Match the requested format.',
    );
    expect(validateValue(rule, '1234', { valid: false, message: '' })).toBe('Please check this field.');
    expect(validateValue(rule, '12345', { valid: true, message: '' })).toBeNull();
  });

  it('reports our own messages before the browser’s', () => {
    const invalid = { valid: false, message: "Please include an '@' in the email address." };
    expect(validateValue({ name: 'e', type: 'email', required: true }, '', invalid)).toBe(REQUIRED_MESSAGE);
    expect(validateValue({ name: 'e', type: 'email' }, 'nope', invalid)).toBe(INVALID_EMAIL_MESSAGE);
  });
});

describe('validateValues', () => {
  const rules = [
    { name: 'email', type: 'email', required: true },
    { name: 'name', required: true, minLength: 2 },
    { name: 'company' },
  ] as const;

  it('collects errors per field name and trims every value', () => {
    const check = validateValues(rules, { email: ' nope ', name: ' a ', company: '  Acme  ' });
    expect(check.values).toEqual({ email: 'nope', name: 'a', company: 'Acme' });
    expect(check.errors).toEqual({
      email: INVALID_EMAIL_MESSAGE,
      name: 'Please enter at least 2 characters.',
    });
    expect(hasNoErrors(check.errors)).toBe(false);
  });

  it('reads a missing value as empty', () => {
    expect(validateValues(rules, {}).errors).toEqual({ email: REQUIRED_MESSAGE, name: REQUIRED_MESSAGE });
  });

  it('passes a good form with no errors at all', () => {
    const check = validateValues(rules, { email: 'a@b.co', name: 'Al' });
    expect(check.errors).toEqual({});
    expect(hasNoErrors(check.errors)).toBe(true);
    expect(check.values).toEqual({ email: 'a@b.co', name: 'Al', company: '' });
  });

  it('uses the browser verdict of the matching field only', () => {
    const check = validateValues(
      rules,
      { email: 'a@b.co', name: 'Al' },
      { name: { valid: false, message: 'No' } },
    );
    expect(check.errors).toEqual({ name: 'No' });
  });
});

describe('password fields', () => {
  it('keep their spaces and are checked for length as typed', () => {
    const rule = {
      name: 'password',
      type: 'password',
      required: true,
      minLength: 10,
      maxLength: 128,
    } as const;
    expect(validateValues([rule], { password: ' pass word ' }).values.password).toBe(' pass word ');
    expect(validateValue(rule, ' short ')).toBe('Please enter at least 10 characters.');
    expect(validateValue(rule, ' '.repeat(10))).toBeNull();
    expect(validateValue(rule, '')).toBe(REQUIRED_MESSAGE);
  });
});
