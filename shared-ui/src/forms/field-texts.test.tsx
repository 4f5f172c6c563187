import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { Field, Input, useFieldTexts } from '.';

afterEach(cleanup);

type Props = { error?: string; helper?: string; describedBy?: string };

/** The shell's TextField in short: the helper text gives way to the error. */
function NameField({ error, helper, describedBy }: Props) {
  const { ids, ariaDescribedBy } = useFieldTexts(Boolean(error), Boolean(helper), describedBy);
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>Name</Field.Label>
      <Input aria-describedby={ariaDescribedBy} />
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

const show = (props: Props) =>
  render(
    <UiProvider>
      <p id="hint">As on your ID</p>
      <NameField {...props} />
    </UiProvider>,
  );
const input = () => screen.getByRole('textbox', { name: 'Name' });

describe('useFieldTexts', () => {
  it('describes an invalid input by its error text', () => {
    show({ error: 'Name is required', helper: 'Your full name' });
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Name is required');
  });

  it('describes a valid input by its helper text, and by the error once there is one', () => {
    const { rerender } = show({ helper: 'Your full name' });
    expect(input()).toHaveAccessibleDescription('Your full name');
    rerender(
      <UiProvider>
        <NameField error="Name is required" helper="Your full name" />
      </UiProvider>,
    );
    expect(input()).toHaveAccessibleDescription('Name is required');
  });

  it("keeps the caller's aria-describedby before its own", () => {
    show({ error: 'Name is required', describedBy: 'hint' });
    expect(input()).toHaveAccessibleDescription('As on your ID Name is required');
  });

  it('describes nothing without a text', () => {
    show({});
    expect(input()).not.toHaveAttribute('aria-describedby');
  });
});
