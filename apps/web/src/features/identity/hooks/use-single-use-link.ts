import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Where a mailed link stands: not there, being traded, or what trading it settled. */
export type SingleUseLink<Settled> = { state: 'none' } | { state: 'checking' } | Settled;

/**
 * Trades a mailed link's single-use token once the page is ready, then takes the token
 * out of the address so it stays in no history. `trade` answers the settled state,
 * failures included.
 */
export function useSingleUseLink<Settled>(
  token: string | null,
  isReady: boolean,
  trade: (token: string) => Promise<Settled>,
): SingleUseLink<Settled> {
  const navigate = useNavigate();
  const location = useLocation();
  const [link, setLink] = useState<SingleUseLink<Settled>>(token ? { state: 'checking' } : { state: 'none' });
  const triedToken = useRef<string>(undefined);
  // The latest trade, without making the effect run again when the page renders.
  const tradeRef = useRef(trade);
  tradeRef.current = trade;

  useEffect(() => {
    if (!token || !isReady || triedToken.current === token) return;
    triedToken.current = token;
    setLink({ state: 'checking' });
    const params = new URLSearchParams(location.search);
    params.delete('token');
    const withoutToken = { pathname: location.pathname, search: params.size ? `?${params}` : '', hash: location.hash };
    tradeRef
      .current(token)
      .then(setLink)
      .finally(() => navigate(withoutToken, { replace: true }));
  }, [token, isReady, navigate, location]);

  return link;
}
