// The suspension writes, published to the admin's user actions under their one name each.
export { liftSuspension, markSuspended } from './user-corrections.repository';
