import type { AccountChoicesResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/client';

/**
 * Who is signed in (GET /me/accounts' `person`), as opposed to the account the session acts in
 * (GET /artist/me): a member's own actions read "You", the owner's "Nina (owner)". Until it
 * answers, or when it fails, the account stands for the person, as for an owner in their own account.
 */
export function useSignedInPersonId(artistToken: string | null, accountId: string): string {
  const [person, setPerson] = useState<{ token: string; id: string } | null>(null);
  useEffect(() => {
    if (!artistToken) return;
    const controller = new AbortController();
    apiRequest<AccountChoicesResponse>('/me/accounts', { auth: 'artist', signal: controller.signal }).then(
      (answer) => {
        if (typeof answer?.person?.id === 'string') setPerson({ token: artistToken, id: answer.person.id });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [artistToken]);
  return person && person.token === artistToken ? person.id : accountId;
}
