// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldError, GeneralError } from './form-messages';
import { type FormValidationOptions, useFormValidation } from './use-form-validation';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from './validation';

afterEach(cleanup);

const fields: FormValidationOptions['fields'] = [
  { name: 'email', type: 'email', required: true },
  { name: 'zip', minLength: 5, maxLength: 10 },
];

function Probe(props: Omit<FormValidationOptions, 'fields'>) {
  const form = useFormValidation({ fields, ...props });
  return (
    <form aria-label="probe" {...form.formProps}>
      <GeneralError message={form.generalError} />
      <label>
        Email
        <input {...form.fieldProps('email')} />
      </label>
      <FieldError id={form.errorId('email')} message={form.errors.email} />
      <label>
        Zip
        <input pattern="[0-9]*" {...form.fieldProps('zip')} />
      </label>
      <FieldError id={form.errorId('zip')} message={form.errors.zip} />
      <button type="submit">Send</button>
    </form>
  );
}

const email = () => screen.getByLabelText<HTMLInputElement>('Email');
const zip = () => screen.getByLabelText<HTMLInputElement>('Zip');

describe('useFormValidation', () => {
  it('puts the rules on the inputs and takes over from the browser once mounted', () => {
    render(<Probe />);
    expect(email()).toHaveProperty('type', 'email');
    expect(email().required).toBe(true);
    expect(email().maxLength).toBe(50);
    expect(zip().minLength).toBe(5);
    expect(zip().maxLength).toBe(10);
    expect(screen.getByRole<HTMLFormElement>('form').noValidate).toBe(true);
  });

  it('checks a field on blur, describes it by its error, and re-checks it while it is being fixed', () => {
    render(<Probe />);
    fireEvent.change(email(), { target: { value: 'shopper@example' } });
    fireEvent.blur(email());
    expect(screen.getByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      INVALID_EMAIL_MESSAGE,
    );
    fireEvent.change(email(), { target: { value: 'shopper@example.com' } });
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull();
    expect(email().getAttribute('aria-describedby')).toBeNull();
  });

  it('does not re-check on typing a field that has no error yet', () => {
    render(<Probe />);
    fireEvent.change(email(), { target: { value: 'sho' } });
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull();
  });

  it('blocks a submit with errors, collects every field’s error and focuses the first', () => {
    const onValidSubmit = vi.fn();
    render(<Probe onValidSubmit={onValidSubmit} />);
    fireEvent.change(zip(), { target: { value: '12' } });
    const submitted = fireEvent.submit(screen.getByRole('form'));
    expect(submitted).toBe(false);
    expect(onValidSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Please enter at least 5 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(email());
  });

  it('uses the browser’s verdict too (here the pattern)', () => {
    render(<Probe />);
    fireEvent.change(email(), { target: { value: 'a@b.co' } });
    fireEvent.change(zip(), { target: { value: 'abcde' } });
    fireEvent.blur(zip());
    expect(zip().getAttribute('aria-invalid')).toBe('true');
  });

  it('hands trimmed values to the submit handler and lets the post go on unless it stops it', () => {
    const onValidSubmit = vi.fn();
    render(<Probe onValidSubmit={onValidSubmit} />);
    fireEvent.change(email(), { target: { value: '  a@b.co ' } });
    fireEvent.change(zip(), { target: { value: ' 12345 ' } });
    expect(fireEvent.submit(screen.getByRole('form'))).toBe(true);
    expect(onValidSubmit).toHaveBeenCalledOnce();
    expect(onValidSubmit.mock.calls[0]?.[0]).toEqual({ email: 'a@b.co', zip: '12345' });
  });

  it('lets the handler report the server’s verdict per field or in the red box', () => {
    render(
      <Probe
        onValidSubmit={(_values, event, report) => {
          event.preventDefault();
          report.setFieldError('email', 'Already on the list');
          report.setGeneralError('Sorry, something went wrong.');
        }}
      />,
    );
    fireEvent.change(email(), { target: { value: 'a@b.co' } });
    act(() => {
      fireEvent.submit(screen.getByRole('form'));
    });
    expect(screen.getByText('Already on the list')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Sorry, something went wrong.');
    // A new submit starts from a clean slate.
    fireEvent.change(email(), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(REQUIRED_MESSAGE)).toBeTruthy();
  });

  it('starts with the errors it is given', () => {
    render(<Probe initialErrors={{ email: INVALID_EMAIL_MESSAGE }} />);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
  });
});

describe('trimming in place', () => {
  it('trims on blur but never while the shopper types', () => {
    render(<Probe />);
    fireEvent.change(zip(), { target: { value: '12' } });
    fireEvent.blur(zip());
    // The field now has an error, so typing re-checks it; a space typed at the end must stay.
    fireEvent.change(zip(), { target: { value: '12345 ' } });
    expect(zip().value).toBe('12345 ');
    fireEvent.blur(zip());
    expect(zip().value).toBe('12345');
  });
});
