export { canSeeEvent, joinVerdict, matchesAudience, registrationVerdict, seesDraftEvents } from '../../../shared/policies/events';
