/** The account module: the signed-in user's own account and whether it may check out. */
export { registerAccount } from './register';
