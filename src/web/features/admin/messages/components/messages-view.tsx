import { Inbox } from 'lucide-react';
import type { AdminContactMessage } from '../../../../../shared/contact';
import { Select } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { QueryState } from '../../../../components/ui/query-state';
import { usePageTitle } from '../../../../lib/use-page-title';
import { EmptyList, LoadingStatus } from '../../common/components/load-states';
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
      <h2
        id={TITLE_ID}
        tabIndex={-1}
        className="text-2xl font-bold text-foreground-strong focus:outline-none"
      >
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
      <p className="text-sm text-muted-foreground" aria-live="polite">
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
  return (
    <QueryState
      query={list}
      loading={<LoadingStatus>Loading messages...</LoadingStatus>}
      errorLabel="Error loading messages"
      onRetry={list.retry}
      isEmpty={list.messages.length === 0}
      empty={
        <EmptyList icon={Inbox}>
          {list.total === 0 ? 'No messages yet.' : 'No messages match this filter.'}
        </EmptyList>
      }
    >
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
    </QueryState>
  );
}
