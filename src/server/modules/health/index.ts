/** The health module: whether the server and its database answer. */
export { healthRoutes } from './health.routes';
export { READY_MESSAGES } from './health.routes';
