import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from './link';
import styles from './button.module.css';

type Variant = 'gold' | 'purple' | 'outline' | 'ghost';

interface Look {
  variant?: Variant;
  small?: boolean;
  block?: boolean;
}

const classes = ({ variant = 'gold', small, block }: Look, extra?: string) =>
  [styles.button, styles[variant], small && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');

export function Button({
  variant,
  small,
  block,
  className,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, small, block }, className)} {...rest} />;
}

export function ButtonLink({ variant, small, block, className, ...rest }: Look & LinkProps) {
  return <Link className={classes({ variant, small, block }, className)} {...rest} />;
}
