/** The customer book: one customer per person, found by their phones and emails (decision 055). */
export { registerCustomers, type CustomersModule } from './register';
export { CUSTOMERS_BACKFILL_JOB } from './customers-backfill';
export { CustomersService, phoneKey } from './customers.service';
