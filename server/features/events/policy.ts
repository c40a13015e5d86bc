export { canSeeEvent, joinVerdict, matchesAudience, openingVerdict, registrationVerdict, seesDraftEvents } from '../../../shared/policies/events';
