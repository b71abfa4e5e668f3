import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api.ts';

/** Whether this site signs in with ORCID (ORCID_CLIENT_ID and ORCID_CLIENT_SECRET set). */
export const orcidStatusQuery = {
  queryKey: ['auth', 'orcid', 'status'],
  queryFn: () => unwrap(api.auth.orcid.status.$get()),
  staleTime: Infinity,
  retry: false,
} as const;

/** 'Sign in with ORCID' (issue 36), shown only where ORCID is set up: a plain link, the sign-in is a round trip through ORCID. */
export function OrcidButton() {
  const status = useQuery(orcidStatusQuery);
  if (!status.data?.enabled) return null;
  return (
    <a className="btn btn-secondary btn-block" href={api.auth.orcid.$path()}>
      Sign in with ORCID
    </a>
  );
}
