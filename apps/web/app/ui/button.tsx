// Buttons and button-styled links share one look; `buttonClass` lets a router <Link> or <a> wear it.
import type { ButtonHTMLAttributes } from 'react'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon'
export type ButtonSize = 'sm' | 'md' | 'lg'

export function buttonClass(
  variant: ButtonVariant = 'secondary',
  { size = 'md', block = false, className }: { size?: ButtonSize; block?: boolean; className?: string } = {},
): string {
  return [
    styles.button,
    styles[variant],
    size === 'md' ? undefined : styles[size],
    block ? styles.block : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ')
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { size, block, className })} {...rest} />
}
