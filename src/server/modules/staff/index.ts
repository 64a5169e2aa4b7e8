/**
 * The staff module: the seller's team (levels, invitations, removal, the last owner kept) and the owners'
 * activity feed over the histories the shop keeps. Other modules record their team acts (settings saved)
 * with `StaffRepository.record` inside their own transaction.
 */
export { ActivityRepository } from './activity.repository';
export { ActivityService } from './activity.service';
export { StaffRepository, type ActivityRecord, type StaffActor } from './staff.repository';
export { JOIN_PATH, StaffService } from './staff.service';
export { staffRoutes } from './staff.routes';
