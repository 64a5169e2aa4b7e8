import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';

/** The texts the control's aria-describedby points at, in order. */
function description(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('Field', () => {
  afterEach(cleanup);

  it('names its control by its label and says nothing more when there is no hint or error', () => {
    render(
      <Field id="login-email" label="Email">
        {(control) => <Input {...control} type="email" />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('login-email');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-required')).toBeNull();
  });

  it('marks a required control', () => {
    render(
      <Field id="contact-name" label="Name" required>
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-required')).toBe('true');
  });

  it('describes the control by its hint', () => {
    render(
      <Field id="signup-password" label="Password" hint="At least 6 characters.">
        {(control) => <Input {...control} type="password" />}
      </Field>,
    );
    expect(description(screen.getByLabelText('Password'))).toEqual(['At least 6 characters.']);
  });

  it('shows an error under the control, marks it invalid and describes it by hint then error', () => {
    render(
      <Field id="signup-password" label="Password" hint="At least 6 characters." error="Too short">
        {(control) => <Input {...control} type="password" />}
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['At least 6 characters.', 'Too short']);
    expect(screen.getByText('Too short').id).toBe('signup-password-error');
  });

  it('describes the control by other texts first, and takes a label with a part for screen readers', () => {
    render(
      <>
        <p id="price-amount">₦7,800,000</p>
        <Field
          id="price"
          label={
            <>
              Price<span className="sr-only"> of the lift</span>
            </>
          }
          hint="In naira."
          error="Too large"
          describedBy="price-amount"
        >
          {(control) => <Input {...control} />}
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Price of the lift');
    expect(description(input)).toEqual(['₦7,800,000', 'In naira.', 'Too large']);
  });

  it('drops the mark and the message once the error is gone', () => {
    const field = (error?: string) => (
      <Field id="checkout-city" label="City" error={error}>
        {(control) => <Input {...control} />}
      </Field>
    );
    const { rerender } = render(field('This field is required.'));
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    rerender(field(undefined));
    const input = screen.getByLabelText('City');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('This field is required.')).toBeNull();
  });
});
