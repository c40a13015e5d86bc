/** The contract's event types, in one place for the feature (types only: no zod reaches the pages). */
export type {
  AdminEvent,
  AdminEventRow,
  AdminEventsQuery,
  Attendee,
  AttendeeList,
  AttendeeMessageInput,
  CalendarFeed,
  EventCard,
  EventDetail,
  EventInput,
  EventPage,
  EventUpdate,
  MyPlace,
} from '@shared/api/events';
export type EventFormatName = 'online' | 'in-person';
