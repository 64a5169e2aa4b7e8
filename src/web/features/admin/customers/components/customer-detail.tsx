import { MessageCircle, Phone } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { CustomerDetail as Customer } from '../../../../../shared/customers';
import { formatNaira } from '../../../../../shared/money';
import { formatPhone } from '../../../../../shared/phone';
import { buttonVariants } from '../../../../components/ui/button';
import { formatDate } from '../../../../lib/format-date';
import { useStaffAccess } from '../../common/hooks/use-staff-access';
import { CustomerMachines, CustomerOrders } from './customer-history';
import { BackToCustomers } from './back-to-customers';
import { CustomerMerge } from './customer-merge';
import { CustomerNotes } from './customer-notes';
import { CustomerTags } from './customer-tags';
import { CUSTOMER_TITLE_ID, Panel } from './panel';

/**
 * One customer's page: who they are and every way to reach them, their tags and staff-only notes, their
 * orders and machines, and merging a duplicate into them. Writes show to `customers.manage` only.
 */
export function CustomerDetail({ customer, onBack }: { customer: Customer; onBack: () => void }) {
  const can = useStaffAccess();
  const mayManage = can('customers.manage');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a customer (or merging one in) moves focus to the heading: the list's controls are gone.
  useEffect(() => headingRef.current?.focus(), [customer.id]);

  return (
    <section aria-labelledby={CUSTOMER_TITLE_ID} className="grid min-w-0 gap-6">
      <BackToCustomers onBack={onBack} />
      <header className="grid gap-3">
        <h2
          id={CUSTOMER_TITLE_ID}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold wrap-anywhere text-foreground-strong focus:outline-none"
        >
          {customer.name}
        </h2>
        <div className="flex flex-wrap gap-3">
          <a
            href={customer.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline' })}
          >
            <MessageCircle aria-hidden="true" />
            Chat on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={customer.telUrl} className={buttonVariants({ variant: 'outline' })}>
            <Phone aria-hidden="true" />
            Call
          </a>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="grid min-w-0 content-start gap-6">
          <CustomerDetails customer={customer} />
          <CustomerOrders orders={customer.orders} />
          <CustomerMachines machines={customer.machines} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <CustomerTags customer={customer} mayManage={mayManage} />
          <CustomerNotes customer={customer} mayManage={mayManage} />
          {mayManage && <CustomerMerge customer={customer} />}
        </div>
      </div>
    </section>
  );
}

function CustomerDetails({ customer }: { customer: Customer }) {
  const phones = customer.phones.length > 0 ? customer.phones : [customer.phone];
  const emails = customer.emails.length > 0 ? customer.emails : customer.email ? [customer.email] : [];
  return (
    <Panel id="admin-customer-details" title="Details">
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <Detail term={phones.length === 1 ? 'Phone' : 'Phones'}>
          <List items={phones.map(formatPhone)} />
        </Detail>
        <Detail term={emails.length === 1 ? 'Email' : 'Emails'}>
          {emails.length === 0 ? 'Not provided' : <List items={emails} />}
        </Detail>
        <Detail term="State">{customer.state ?? 'Not provided'}</Detail>
        <Detail term="Customer since">
          <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
        </Detail>
        <Detail term="Orders">{customer.orderCount}</Detail>
        <Detail term="Lifetime paid">{formatNaira(customer.lifetimePaid)}</Detail>
      </dl>
    </Panel>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-muted-foreground">{term}</dt>
      <dd className="wrap-anywhere text-foreground-soft">{children}</dd>
    </>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
