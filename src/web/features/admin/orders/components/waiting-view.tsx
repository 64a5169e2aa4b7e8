import { useQuery } from '@tanstack/react-query';
import { Check, MessageCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  FOLLOW_UP_HOURS_MAX,
  FOLLOW_UP_HOURS_MIN,
  FOLLOW_UP_MESSAGES,
  waitingHoursSchema,
  type WaitingOrder,
} from '../../../../../shared/follow-up';
import { formatNaira } from '../../../../../shared/money';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { QueryState } from '../../../../components/ui/query-state';
import { formatDateTime } from '../../../../lib/format-date';
import { usePageTitle } from '../../../../lib/use-page-title';
import { EmptyList, LoadingStatus } from '../../common/components/load-states';
import { useSearchFilters } from '../../common/hooks/use-search-filters';
import { waitingOrdersQuery } from '../api/waiting-orders';
import { parseWaitingFilters, waitedFor, waitingHours } from '../follow-up-model';
import { useFollowUp } from '../hooks/use-follow-up';
import { ORDERS_PATH, adminOrderPath } from '../orders-url';

export const WAITING_TITLE_ID = 'admin-waiting-title';

/**
 * `/admin/orders/waiting?hours=2`: orders awaiting confirmation for longer than the threshold, oldest
 * first, each with a WhatsApp link to the customer and "Mark followed up".
 */
export function WaitingView() {
  usePageTitle('Waiting for a chat - Admin');
  const { filters, setFilters } = useSearchFilters(parseWaitingFilters);
  const hours = waitingHours(filters);
  const list = useQuery(waitingOrdersQuery(hours));
  const followUp = useFollowUp(hours);
  const orders = list.data?.orders ?? [];
  return (
    <section aria-labelledby={WAITING_TITLE_ID} className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2
          id={WAITING_TITLE_ID}
          tabIndex={-1}
          className="text-2xl font-bold text-foreground-strong focus:outline-none"
        >
          Waiting for a chat
        </h2>
        <Link
          to={ORDERS_PATH}
          className="text-sm text-primary-soft underline underline-offset-2 hover:text-primary-softer"
        >
          All orders
        </Link>
      </div>
      <p className="text-muted-foreground">
        Orders still awaiting confirmation, oldest first: the customer may have closed WhatsApp. Write to them
        and mark who did.
      </p>
      <HoursForm key={hours} hours={hours} onCommit={(next) => setFilters({ hours: String(next) })} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {list.isPending || list.isError
          ? '\u00a0'
          : `${orders.length} ${orders.length === 1 ? 'order has' : 'orders have'} waited more than ${hours} ${hours === 1 ? 'hour' : 'hours'}`}
      </p>
      <QueryState
        query={list}
        loading={<LoadingStatus>Loading the orders waiting...</LoadingStatus>}
        errorLabel="Error loading the orders waiting"
        onRetry={() => void list.refetch()}
        isEmpty={orders.length === 0}
        empty={
          <EmptyList icon={Check}>
            No order has waited more than {hours} {hours === 1 ? 'hour' : 'hours'} for confirmation.
          </EmptyList>
        }
      >
        <ol className="grid gap-3" aria-label="Orders waiting for a chat">
          {orders.map((order) => (
            <WaitingRow
              key={order.reference}
              order={order}
              saving={followUp.isPending && followUp.variables === order.reference}
              onFollowUp={() => followUp.mutate(order.reference)}
            />
          ))}
        </ol>
      </QueryState>
    </section>
  );
}

/** The threshold in hours (1 to 168), applied with "Show" and kept in the address. */
function HoursForm({ hours, onCommit }: { hours: number; onCommit: (hours: number) => void }) {
  const [value, setValue] = useState(String(hours));
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = waitingHoursSchema.safeParse(value.trim());
    if (value.trim() === '' || !parsed.success) setError(FOLLOW_UP_MESSAGES.hours);
    else onCommit(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <Field id="waiting-hours" label="Waiting for more than (hours)" error={error} className="w-56">
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={FOLLOW_UP_HOURS_MIN}
            max={FOLLOW_UP_HOURS_MAX}
            step={1}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" variant="outline">
        Show
      </Button>
    </form>
  );
}

function WaitingRow({
  order,
  saving,
  onFollowUp,
}: {
  order: WaitingOrder;
  saving: boolean;
  onFollowUp: () => void;
}) {
  return (
    <li className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Link
            to={adminOrderPath(order.reference)}
            className="font-mono font-bold text-primary-soft underline underline-offset-2 hover:text-primary-softer"
          >
            {order.reference}
          </Link>
          <span className="break-words text-foreground-strong">{order.customerName}</span>
          <span className="font-semibold text-foreground-strong tabular-nums">
            {formatNaira(order.total)}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          Waiting {waitedFor(order.waitingMinutes)} (placed{' '}
          <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>)
          {order.phone ? ` · ${order.phone}` : ' · No phone number'}
        </p>
        {order.followedUp && (
          <p className="text-sm text-success-300">
            Followed up by {order.followedUp.by},{' '}
            <time dateTime={order.followedUp.at}>{formatDateTime(order.followedUp.at)}</time>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {order.whatsappUrl && (
          <a
            href={order.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-success-600 px-3 text-sm font-semibold text-success-foreground hover:bg-success-500 focus-visible:ring-2 focus-visible:ring-success-300 focus-visible:outline-none"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp
            <span className="sr-only">
              {' '}
              {order.customerName} about {order.reference} (opens in a new tab)
            </span>
          </a>
        )}
        <Button
          variant="outline"
          onClick={onFollowUp}
          disabled={saving}
          aria-label={`Mark followed up: ${order.reference}`}
        >
          Mark followed up
        </Button>
      </div>
    </li>
  );
}
