import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminContactMessage } from '../../shared/contact';
import { callsOf, renderAdminAt, serve, where } from './admin-test-support';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

const open: AdminContactMessage = {
  id: 'm1',
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'product-inquiry',
  message: 'Is the lift in stock?\nI need two.',
  createdAt: '2026-01-05T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
};
const handled: AdminContactMessage = {
  ...open,
  id: 'm2',
  name: 'Chidi Eze',
  email: 'chidi@example.com',
  subject: 'wholesale-inquiry',
  message: '<b>Bulk</b> order',
  handledAt: '2026-01-06T09:15:00.000Z',
  handledBy: 'Shop Admin',
};

const list = (messages: AdminContactMessage[]) => ({
  status: 200,
  body: { messages, notHandled: messages.filter((message) => message.handledAt === null).length },
});

/** These tests answer the Messages list themselves (the Messages tab counts from it). */
const MESSAGES = { answersMessages: true };

describe('Messages', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it('shows each message with sender, email, subject, date, text and handled state', async () => {
    serve(() => list([open, handled]), MESSAGES);
    renderAdminAt('/admin/messages');
    expect(screen.getByText('Loading messages...')).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Product Inquiry from Ada Obi' });
    expect(within(first).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    expect(first.textContent).toContain('5 Jan 2026');
    const text = within(first).getByText(/Is the lift in stock\?/);
    expect(text.textContent).toBe('Is the lift in stock?\nI need two.');
    expect(text.className).toContain('whitespace-pre-line');
    expect(within(first).queryByText('Handled')).toBeNull();
    expect(
      within(first).getByRole('button', { name: 'Mark as handled: message from Ada Obi' }).textContent,
    ).toBe('Mark as handled');

    const second = screen.getByRole('article', { name: 'Wholesale Inquiry from Chidi Eze' });
    expect(within(second).getByText('Handled')).toBeTruthy();
    expect(second.textContent).toMatch(/Handled by Shop Admin on 6 Jan 2026/);
    expect(within(second).getByText('<b>Bulk</b> order')).toBeTruthy();
    expect(
      within(second).getByRole('button', { name: 'Mark as not handled: message from Chidi Eze' }),
    ).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 messages')).toBeTruthy();
  });

  it("filters with 'Show', kept in the URL", async () => {
    serve(() => list([open, handled]), MESSAGES);
    renderAdminAt('/admin/messages?show=handled');
    expect(await screen.findByRole('article', { name: 'Wholesale Inquiry from Chidi Eze' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Product Inquiry from Ada Obi' })).toBeNull();
    const show = screen.getByLabelText('Show') as HTMLSelectElement;
    expect([...show.options].map((option) => option.text)).toEqual(['All', 'Not handled', 'Handled']);
    fireEvent.change(show, { target: { value: 'not-handled' } });
    expect(where()).toBe('/admin/messages?show=not-handled');
    expect(screen.getByRole('article', { name: 'Product Inquiry from Ada Obi' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Wholesale Inquiry from Chidi Eze' })).toBeNull();
  });

  it('marks a message handled: sends the request, shows who handled it, toasts', async () => {
    const fetchSpy = serve(
      (url, init) =>
        init?.method === 'PATCH'
          ? {
              status: 200,
              body: { message: { ...open, handledAt: '2026-01-07T08:00:00.000Z', handledBy: 'Shop Admin' } },
            }
          : list([open]),
      MESSAGES,
    );
    renderAdminAt('/admin/messages');
    const tab = within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
      name: 'Messages',
    });
    await waitFor(() => expect(tab.textContent).toBe('Messages1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as handled: message from Ada Obi' }));
    expect(
      await screen.findByRole('button', { name: 'Mark as not handled: message from Ada Obi' }),
    ).toBeTruthy();
    // The tab's count follows at once.
    expect(tab.textContent).toBe('Messages');
    expect(callsOf(fetchSpy, 'PATCH')).toEqual([
      { url: new URL('/api/admin/contact-messages/m1', 'http://shop.test'), body: { handled: true } },
    ]);
    const card = screen.getByRole('article', { name: 'Product Inquiry from Ada Obi' });
    expect(card.textContent).toMatch(/Handled by Shop Admin on 7 Jan 2026/);
    expect(toast.success).toHaveBeenCalledWith('Message marked as handled', { description: 'From Ada Obi.' });
  });

  it('moves focus to the heading when a handled message leaves a filtered list', async () => {
    serve(
      (url, init) =>
        init?.method === 'PATCH'
          ? {
              status: 200,
              body: { message: { ...open, handledAt: '2026-01-07T08:00:00.000Z', handledBy: 'A' } },
            }
          : list([open]),
      MESSAGES,
    );
    renderAdminAt('/admin/messages?show=not-handled');
    const button = await screen.findByRole('button', { name: 'Mark as handled: message from Ada Obi' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Product Inquiry from Ada Obi' })).toBeNull(),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Messages' }));
    expect(screen.getByText('No messages match this filter.')).toBeTruthy();
  });

  it('marks a message not handled again, and reports a failure', async () => {
    let fail = false;
    const fetchSpy = serve((url, init) => {
      if (init?.method !== 'PATCH') return list([handled]);
      return fail
        ? { status: 500, body: { code: 'INTERNAL', message: 'Database down' } }
        : { status: 200, body: { message: { ...handled, handledAt: null, handledBy: null } } };
    }, MESSAGES);
    renderAdminAt('/admin/messages');
    fail = true;
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark as not handled: message from Chidi Eze' }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not update the message from Chidi Eze', {
        description: 'Database down',
      }),
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Mark as not handled: message from Chidi Eze' }));
    expect(
      await screen.findByRole('button', { name: 'Mark as handled: message from Chidi Eze' }),
    ).toBeTruthy();
    expect(callsOf(fetchSpy, 'PATCH').map((call) => call.body)).toEqual([
      { handled: false },
      { handled: false },
    ]);
  });

  it("says 'No messages yet.' when there are none, and shows an error with Retry", async () => {
    let fail = true;
    serve(
      () => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'Database down' } } : list([])),
      MESSAGES,
    );
    renderAdminAt('/admin/messages');
    expect((await screen.findByRole('alert')).textContent).toContain('Database down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
