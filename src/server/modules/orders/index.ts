/** The orders module: the shopper's orders and the seller's order desk. */
export { OrdersService, type Customer, type CustomerFor } from './orders.service';
export { customerOf } from './orders.routes';
export { SILENT_NOTIFIER, type OrderMoveCause, type OrderNotifier } from './order-notifier';
export { OrdersDashboardRepository } from './orders-dashboard.repository';
export { OrdersDashboardService } from './orders-dashboard.service';
export { type FollowUpAlert } from './orders-follow-up.service';
export { registerOrders, type OrdersModule } from './register';
export { OrdersRepository } from './orders.repository';
export { OrderReader } from './order-reader';
export { ledgerFigures, type OrderLinks } from './order-mapper';
export { ORDER_MESSAGES } from './order-messages';
