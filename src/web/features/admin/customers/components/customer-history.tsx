import { Link } from 'react-router';
import type { CustomerMachine, CustomerOrder } from '../../../../../shared/customers';
import { formatNaira } from '../../../../../shared/money';
import { ORDER_STATUS_LABELS } from '../../../../../shared/order-status';
import { cn } from '../../../../lib/cn';
import { formatDate } from '../../../../lib/format-date';
import { ADMIN_SECTION_PATHS } from '../../common/admin-paths';
import { Panel } from './panel';
import { CELL, TableRegion, Th } from './table-region';

const LINK = 'text-primary-soft underline underline-offset-2 hover:text-primary-softer';

/** The order desk's page of an order (the orders area is another feature: its path is built here). */
const orderPath = (reference: string) => `${ADMIN_SECTION_PATHS.orders}/${encodeURIComponent(reference)}`;

function DateCell({ iso }: { iso: string | null }) {
  return (
    <td className={cn(CELL, 'whitespace-nowrap')}>
      {iso ? <time dateTime={iso}>{formatDate(iso)}</time> : '—'}
    </td>
  );
}

/** The customer's orders, newest first, each linking to the order desk. */
export function CustomerOrders({ orders }: { orders: readonly CustomerOrder[] }) {
  return (
    <Panel id="admin-customer-orders" title="Orders">
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">No orders yet.</p>
      ) : (
        <TableRegion
          caption="Orders"
          captionHidden
          minWidth="min-w-[30rem]"
          head={
            <>
              <Th>Reference</Th>
              <Th>Status</Th>
              <Th className="text-right">Total</Th>
              <Th>Date</Th>
            </>
          }
        >
          {orders.map((order) => (
            <tr key={order.reference} className="border-b border-border last:border-b-0">
              <th scope="row" className={cn(CELL, 'font-semibold')}>
                <Link to={orderPath(order.reference)} className={LINK}>
                  {order.reference}
                </Link>
              </th>
              <td className={CELL}>{ORDER_STATUS_LABELS[order.status]}</td>
              <td className={cn(CELL, 'text-right whitespace-nowrap tabular-nums')}>
                {formatNaira(order.total)}
              </td>
              <DateCell iso={order.createdAt} />
            </tr>
          ))}
        </TableRegion>
      )}
    </Panel>
  );
}

export const NO_MACHINES = 'No machines recorded yet.';

/** The machines the customer owns (their serial numbers, warranty and next service). */
export function CustomerMachines({ machines }: { machines: readonly CustomerMachine[] }) {
  return (
    <Panel id="admin-customer-machines" title="Machines">
      {machines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_MACHINES}</p>
      ) : (
        <TableRegion
          caption="Machines"
          captionHidden
          minWidth="min-w-[36rem]"
          head={
            <>
              <Th>Product</Th>
              <Th>Serial</Th>
              <Th>Order</Th>
              <Th>Warranty until</Th>
              <Th>Next service</Th>
            </>
          }
        >
          {machines.map((machine) => (
            <tr key={machine.id} className="border-b border-border last:border-b-0">
              <th scope="row" className={cn(CELL, 'font-semibold')}>
                {machine.productName}
              </th>
              <td className={cn(CELL, 'font-mono wrap-anywhere')}>{machine.serial}</td>
              <td className={CELL}>
                <Link to={orderPath(machine.orderReference)} className={LINK}>
                  {machine.orderReference}
                </Link>
              </td>
              <DateCell iso={machine.warrantyEndsOn} />
              <DateCell iso={machine.nextServiceOn} />
            </tr>
          ))}
        </TableRegion>
      )}
    </Panel>
  );
}
