import { useEffect } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';

/**
 * The hash router listens to the address bar only from its first commit, and the app's first
 * render waits for the opened page's code and texts (start-app.tsx). An address that changed
 * meanwhile (back, a pasted link, a second `goto`) would leave the app on the page it started
 * with; once the router is listening, this sends it to the address the bar shows.
 */
export function AddressFollower(): null {
  const navigate = useNavigate();
  const routerAddress = createPath(useLocation());
  useEffect(() => {
    const address = window.location.hash.slice(1) || '/';
    if (address !== routerAddress) void navigate(address, { replace: true });
  }, [navigate, routerAddress]);
  return null;
}
