/**
 * The staff module: the seller's team (levels, invitations, removal, the last owner kept) and the owners'
 * activity feed over the histories the shop keeps. Other modules record their team acts (settings saved)
 * with `StaffRepository.record` inside their own transaction.
 */
export { StaffRepository } from './staff.repository';
export { registerStaff } from './register';
