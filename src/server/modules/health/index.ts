/** The health module: whether the server and its database answer. */
export { registerHealth } from './register';
