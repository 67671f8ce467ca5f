import { useEffect, useState } from 'react';
import { ROUTES, type PrivacyFactsResponse, type ShellApi } from '@elearning/contract';
import { useBackend } from '@elearning/remote-kit';

export type PrivacyFacts = Omit<PrivacyFactsResponse, 'success'>;

/**
 * GET /privacy/facts: how long the running backend keeps each kind of record and which AI service
 * it uses. Read after the page is on screen (the prerendered markup, like the first render in the
 * browser, has none: the page says "a set number of days" until they arrive). null while loading
 * or when they cannot be read; the page is complete without them.
 */
export function usePrivacyFacts(shell: ShellApi): PrivacyFacts | null {
  const backend = useBackend(shell);
  const [facts, setFacts] = useState<PrivacyFacts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    backend
      .call(ROUTES.privacyFacts, { signal: controller.signal })
      .then(({ success: _success, ...read }) => setFacts(read))
      .catch(() => undefined);
    return () => controller.abort();
  }, [backend]);
  return facts;
}
