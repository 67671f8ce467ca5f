import { useEffect, useState } from 'react';

/**
 * How many emailed links (`#token=...`) have arrived in the address bar since the page opened.
 * Another link opened in the same tab (a second account's, pasted over the first) changes only the
 * fragment: the browser loads no new page and the router keeps the page mounted, so a page keyed by
 * this count starts again and takes the new token.
 */
export function useLinkArrivals(): number {
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => {
    const arrived = () => {
      if (new URLSearchParams(window.location.hash.slice(1)).get('token')) setArrivals((n) => n + 1);
    };
    window.addEventListener('hashchange', arrived);
    return () => window.removeEventListener('hashchange', arrived);
  }, []);
  return arrivals;
}
