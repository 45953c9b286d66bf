/** What other modules may use of the audit log: recording an admin's change. */
export { recordChange, recordedEdit } from './service';
