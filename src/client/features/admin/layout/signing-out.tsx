import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react';

const SigningOut = createContext<RefObject<boolean> | null>(null);

/**
 * Set while the admin logs out: the guard then waits for the move to the home page instead of
 * sending a signed-out visitor to /auth (React Router navigates in a transition, after the user
 * has already been cleared).
 */
export function SigningOutProvider({ children }: { children: ReactNode }) {
  const ref = useRef(false);
  return <SigningOut.Provider value={ref}>{children}</SigningOut.Provider>;
}

const none = { current: false };
export function useSigningOut(): RefObject<boolean> {
  return useContext(SigningOut) ?? none;
}
