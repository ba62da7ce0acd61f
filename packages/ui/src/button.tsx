import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'link' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows the button busy and blocks a second submit. */
  busy?: boolean;
  children: ReactNode;
}

const VARIANT_CLASS: Readonly<Record<ButtonVariant, string | undefined>> = {
  primary: styles.buttonPrimary,
  secondary: styles.buttonSecondary,
  accent: styles.buttonAccent,
  link: styles.buttonLink,
  danger: styles.buttonDanger,
};

/** The class names of a button's look, for a link that must look like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false, extra?: string): string {
  return [styles.button, VARIANT_CLASS[variant], block ? styles.buttonBlock : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, block, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
