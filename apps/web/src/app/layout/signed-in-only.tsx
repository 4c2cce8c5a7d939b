// The gate of the account pages: a guest goes to /login, carrying where they were going. A session that ends while
// the page is open gets no redirect of its own (Log Out goes home and a refused refresh goes to /login by
// themselves, and a second redirect would race them); the page shows `signedOut` instead, e.g. the way back after
// a sign-out in another tab.
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';

export function SignedInOnly({
  from,
  signedOut = null,
  children,
}: {
  /** The path (with query) to come back to after signing in. */
  from: string;
  signedOut?: ReactNode;
  children: ReactNode;
}) {
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  const [arrivedSignedIn] = useState(isSignedIn);
  if (isSignedIn) return children;
  if (!arrivedSignedIn) return <Navigate to="/login" replace state={{ from }} />;
  return signedOut;
}
