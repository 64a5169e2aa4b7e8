import { Inbox, Loader2 } from 'lucide-react';
import type { AdminContactMessage } from '../../../../../shared/contact';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { errorMessage } from '../../../../lib/api-client';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useAdminMessages, useMessageHandled, type AdminMessagesState } from '../hooks/use-admin-messages';
import {
  MESSAGE_FILTER_LABELS,
  MESSAGE_FILTERS,
  messageCountText,
  type MessageFilter,
} from '../message-model';
import { MessageCard } from './message-card';

const TITLE_ID = 'admin-messages-title';

/** The contact form's messages (`/admin/messages`), newest first, each marked handled or not. */
export function MessagesView() {
  const list = useAdminMessages();
  usePageTitle('Messages - Admin');
  return (
    <section aria-labelledby={TITLE_ID} className="grid gap-6">
      <h2 id={TITLE_ID} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
        Messages
      </h2>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor="admin-message-filter">Show</Label>
        <Select
          id="admin-message-filter"
          value={list.show}
          onChange={(event) => list.setShow(event.target.value as MessageFilter)}
        >
          {MESSAGE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {MESSAGE_FILTER_LABELS[filter]}
            </option>
          ))}
        </Select>
      </div>
      <p className="text-sm text-zinc-300" aria-live="polite">
        {list.isPending || list.isError || list.total === 0
          ? '\u00a0'
          : messageCountText(list.messages.length, list.total)}
      </p>
      <MessageList list={list} />
    </section>
  );
}

function MessageList({ list }: { list: AdminMessagesState }) {
  const handled = useMessageHandled();
  // In a filtered list a toggled message leaves the list, taking the focused button with it.
  const focusTitle = () => document.getElementById(TITLE_ID)?.focus();
  const toggle = (message: AdminContactMessage, next: boolean) =>
    handled.toggle(message, next, list.show === 'all' ? undefined : focusTitle);
  if (list.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-zinc-300">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        Loading messages...
      </p>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-900 bg-red-950/40 p-8 text-center">
        <p className="text-red-200">Error loading messages: {errorMessage(list.error)}</p>
        <Button variant="outline" className="mt-4" onClick={list.retry}>
          Retry
        </Button>
      </div>
    );
  }
  if (list.messages.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-zinc-800 bg-zinc-900 p-10 text-center">
        <Inbox aria-hidden="true" className="size-12 text-zinc-400" />
        <p className="mt-4 text-lg text-zinc-200">
          {list.total === 0 ? 'No messages yet.' : 'No messages match this filter.'}
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4" aria-label="Messages">
      {list.messages.map((message) => (
        <MessageCard
          key={message.id}
          message={message}
          onToggle={toggle}
          isSaving={handled.pendingId === message.id}
        />
      ))}
    </ul>
  );
}
