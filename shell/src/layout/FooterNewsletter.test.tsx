import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render';
import { FooterNewsletter } from './FooterNewsletter';

// The call module stands for the database (its own rules are proven in supabase/tests).
const subscribeFromFooter = vi.fn();
const load = vi.fn(async () => ({ subscribeFromFooter }));
const renderForm = () => renderShell(<FooterNewsletter load={load} />);

beforeEach(() => {
  subscribeFromFooter.mockReset();
  load.mockClear();
});

const field = () => screen.getByLabelText('Your e-mail address');
const subscribe = () => userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('the footer newsletter form', () => {
  it('is a labelled form that still works without JavaScript (opens /newsletter)', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Newsletter' });
    expect(form).toHaveAttribute('action', '/newsletter');
    expect(form).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'email');
  });

  it('loads its call on intent and says to check the inbox, in the page language', async () => {
    subscribeFromFooter.mockResolvedValue('sent');
    renderForm();
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(field());
    expect(load).toHaveBeenCalled();
    await userEvent.type(field(), ' ama@example.com ');
    await subscribe();
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Almost done: check your inbox'),
    );
    expect(subscribeFromFooter).toHaveBeenCalledWith('ama@example.com', 'en');
  });

  it('names a typo before any call, announced and tied to the field', async () => {
    renderForm();
    await userEvent.type(field(), 'ama@');
    await subscribe();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(subscribeFromFooter).not.toHaveBeenCalled();
  });

  it.each([
    ['invalid', 'Enter a valid e-mail address'],
    ['tooMany', 'Too many requests from your connection'],
    ['failed', 'Your subscription could not be sent'],
  ])('says what the database answered (%s)', async (outcome, text) => {
    subscribeFromFooter.mockResolvedValue(outcome);
    renderForm();
    await userEvent.type(field(), 'ama@example.com');
    await subscribe();
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
  });
});
