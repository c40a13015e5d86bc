import { contentRollup } from './content';
import { memberRollup } from './members';
import { membershipRollup } from './memberships';
import { programmeRollup } from './programmes';
import { trafficRollup } from './traffic';

/** Every group of daily rollups, by the figures' section that reads it first. */
export const rollupGroups = {
  traffic: trafficRollup,
  members: memberRollup,
  content: contentRollup,
  programmes: programmeRollup,
  memberships: membershipRollup,
};

export const allRollupGroups = Object.values(rollupGroups);
