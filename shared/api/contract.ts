import type { AnyEndpoint } from './endpoint';
import { notificationEndpoints } from './notifications';

/**
 * Every endpoint of the API, by feature. The server registers each from its definition; the
 * contract tests check that every registered route is here and every endpoint here is registered,
 * and the permission table covers each one.
 */
export const contract = {
  notifications: notificationEndpoints,
} satisfies Record<string, Record<string, AnyEndpoint>>;

export type Contract = typeof contract;

/** Every endpoint with its feature and name ("forum.topic"). */
export function allEndpoints(): { name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(contract).flatMap(([feature, endpoints]) =>
    Object.entries(endpoints as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({ name: `${feature}.${name}`, endpoint })),
  );
}
