import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';

/** The three sign-in screens a form links between. */
export type AuthView = 'login' | 'register' | 'forget';

interface AuthNav {
  to: (view: AuthView) => string;
  /** In a modal the links switch modals (mutually exclusive) instead of navigating. */
  open?: (view: AuthView) => void;
}

const pageOf = { login: 'auth-login', register: 'auth-register', forget: 'auth-forget' } as const;

export const pageNav = (redirect: string | undefined): AuthNav => ({
  to: (view) => pathTo(pageOf[view], { redirect }),
});

const AuthNavContext = createContext<AuthNav>(pageNav(undefined));

export const AuthNavProvider = AuthNavContext.Provider;

/** A link to another sign-in screen: a page, or in a modal the other modal. */
export function AuthLink({
  view,
  className,
  children,
}: {
  view: AuthView;
  className?: string;
  children: ReactNode;
}) {
  const nav = useContext(AuthNavContext);
  const onClick = nav.open
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        nav.open?.(view);
      }
    : undefined;
  return (
    <Link to={nav.to(view)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
