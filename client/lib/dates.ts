import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Clock } from './clock';

/** A date-fns pattern in the clock's zone (apart from the clock itself, which the first load carries without date-fns). */
export const formatIn = (date: Date | number, pattern: string, clock: Pick<Clock, 'timeZone'>) => format(date, pattern, { in: tz(clock.timeZone) });
