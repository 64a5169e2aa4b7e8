/** The orders module: the shopper's orders and the seller's order desk. */
export { orderAdminRoutes } from './orders-admin.routes';
export { OrdersAdminService } from './orders-admin.service';
export { OrdersRepository } from './orders.repository';
export { orderRoutes } from './orders.routes';
export { OrdersService, type Customer } from './orders.service';
export type { OrderNotifier } from './order-notifier';
export { orderDeskRoutes } from './orders-desk.routes';
export { OrdersDashboardRepository } from './orders-dashboard.repository';
export { OrdersDashboardService } from './orders-dashboard.service';
export {
  FOLLOW_UP_ALERT_JOB,
  followUpAlertJob,
  OrdersFollowUpService,
  type FollowUpAlert,
} from './orders-follow-up.service';
export { orderExportRoutes } from './orders-export.routes';
export { OrdersExport } from './orders-export';
export { OrdersExportRepository } from './orders-export.repository';
