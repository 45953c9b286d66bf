/** What other modules may use of rewards: badges, streak days and the learner's day. */
export { activityUpdate, awardBadges, dayOf, dayUpdate, toBadge } from './service';
export { learnerDay, localDay } from './streak';
