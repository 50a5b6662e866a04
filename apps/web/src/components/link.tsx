import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  preventScrollReset?: boolean;
  /** A full page load instead of a client-side navigation. */
  reloadDocument?: boolean;
}

/**
 * The app's links: an href plus client-side navigation, built on React Router's public hooks
 * (useHref, useLinkClickHandler) as its docs suggest for custom links. React Router's own <Link>
 * also carries framework-mode machinery this data-router SPA never uses (route-module prefetch
 * links, lazy-discovery attributes, view transitions): ≈ 1 KB gzip of the lobby's bundle.
 */
export function Link({
  to,
  replace,
  preventScrollReset,
  reloadDocument,
  target,
  onClick,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, {
    replace,
    preventScrollReset,
    target,
  });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !reloadDocument) navigate(event);
      }}
    />
  );
}

/**
 * A link that marks itself aria-current="page" while its path is the current one (or an ancestor
 * of it, unless `end`), matched as React Router's NavLink does (case-insensitive, whole segments).
 */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const location = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(props.to).pathname.toLowerCase();
  const base = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const active =
    location === base ||
    (!end && base !== '/' && location.startsWith(base) && location.charAt(base.length) === '/');
  return <Link {...props} aria-current={active ? 'page' : undefined} />;
}
