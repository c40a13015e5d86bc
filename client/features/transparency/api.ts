import { useQuery } from '@tanstack/react-query';
import { api, call, hrefOf } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* Where the money went (issue 29): GET /api/transparency and its CSV. Types only from the contract, so no zod reaches the page. */

export function useTransparencyFigures() {
  return useQuery({ queryKey: queryKeys.transparency, queryFn: () => call(api.transparency.figures) });
}

/** The CSV's address: a plain download link. */
export const figuresCsvHref = () => hrefOf(api.transparency.csv);
