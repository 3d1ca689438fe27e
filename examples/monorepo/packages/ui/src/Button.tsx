import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
}

export function Button({ variant = 'primary', className, ...rest }: ButtonProps) {
  return <button className={`acme-btn acme-btn--${variant} ${className ?? ''}`} {...rest} />;
}
